// The link of a password reset email: no sign-in needed (the link is signed). A link that no longer works says why.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { firstParam, idParam, type SearchParams } from "../_lib/page-params";
import { serverApi } from "../_lib/server-api";
import { ResetPasswordForm } from "./reset-password-form";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("EmailPages"))("reset.title") };
}
export const dynamic = "force-dynamic";

async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const userId = idParam(params.u);
  const token = idParam(params.t);
  const expires = Number(firstParam(params.e));
  const link = userId && token && Number.isSafeInteger(expires) && expires > 0 ? { userId, expires, token } : null;
  const t = await getTranslations("EmailPages");
  const answer = link
    ? await (await serverApi()).auth.checkResetLink(link)
    : { ok: false, answer: "cutShort", email: undefined };
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">{answer.ok ? t("reset.title") : t("badLink")}</h1>
      <div className="panel mt-6 p-6 sm:p-8">
        {answer.ok && link ? (
          <ResetPasswordForm link={link} intro={t("reset.intro", { email: answer.email ?? "" })} />
        ) : (
          <>
            <p role="alert" data-testid="reset-link-answer">
              {t(
                answer.answer === "expired"
                  ? "reset.expired"
                  : answer.answer === "cutShort"
                    ? "reset.cutShort"
                    : "reset.badLink",
              )}
            </p>
            <Link href="/forgot-password" className="btn btn-primary mt-4 w-full">
              {t("reset.askNew")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

export default withMessages("reset-password/page.tsx", ResetPasswordPage);
