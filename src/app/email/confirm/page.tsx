// The confirmation link of the sign-up email: no sign-in needed (the link is signed); a bad link says so.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("EmailPages"))("confirm.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ u?: string; t?: string }>;
}) {
  const { u, t: tokenParam } = await searchParams;
  const t = await getTranslations("EmailPages");
  const userId = idParam(u);
  const token = idParam(tokenParam);
  const badLink = t("confirm.notValid");
  // The server words a refusal in the reader's language (its error message); an accepted link is worded here.
  const answer =
    userId && token
      ? await (
          await serverApi()
        ).email
          .confirm({ userId, token })
          .then((a) => ({ ok: true, message: t(`confirm.${a.answer}`, { email: a.email }) }))
          .catch((e: unknown) => ({ ok: false, message: e instanceof TRPCError ? e.message : badLink }))
      : { ok: false, message: badLink };
  return (
    <>
      <PageHeader title={answer.ok ? t("confirm.title") : t("badLink")} kicker={t("email")} />
      <section className="panel p-6">
        <p role={answer.ok ? "status" : "alert"} data-testid="email-link-answer">
          {answer.message}
        </p>
        <Link href="/notifications" className="btn btn-quiet mt-4">
          {t("confirm.settings")}
        </Link>
      </section>
    </>
  );
}
