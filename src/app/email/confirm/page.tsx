// The confirmation link of the sign-up email: no sign-in needed (the link is signed); a bad link says so.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";

export const metadata: Metadata = { title: "Confirm your email address" };
export const dynamic = "force-dynamic";

const BAD_LINK = "This link is not valid: copy the whole link from the email.";

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ u?: string; t?: string }>;
}) {
  const { u, t } = await searchParams;
  const userId = idParam(u);
  const token = idParam(t);
  const answer =
    userId && token
      ? await (
          await serverApi()
        ).email
          .confirm({ userId, token })
          .catch((e: unknown) => ({ ok: false, message: e instanceof TRPCError ? e.message : BAD_LINK }))
      : { ok: false, message: BAD_LINK };
  return (
    <>
      <PageHeader title={answer.ok ? "Address confirmed" : "This link does not work"} kicker="Email" />
      <section className="panel p-6">
        <p role={answer.ok ? "status" : "alert"} data-testid="email-link-answer">
          {answer.message}
        </p>
        <Link href="/notifications" className="btn btn-quiet mt-4">
          Your notifications and email settings
        </Link>
      </section>
    </>
  );
}
