// A forgotten password: the address to send a reset link to. The answer is the same whether or not an account uses it.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { mailIsOn } from "~/server/mail/config";
import { ForgotPasswordForm } from "./forgot-password-form";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Account"))("forgot.title") };
}
export const dynamic = "force-dynamic";

async function ForgotPasswordPage() {
  const t = await getTranslations("Account");
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">{t("forgot.title")}</h1>
      <p className="mt-2 mb-6 text-ink-soft">{t("forgot.intro")}</p>
      <div className="panel p-6 sm:p-8">
        {mailIsOn() ? (
          <ForgotPasswordForm />
        ) : (
          <p role="status" data-testid="reset-no-email">
            {t("forgot.noEmail")}
          </p>
        )}
      </div>
      <p className="mt-4 text-center text-ink-soft">
        {t.rich("forgot.remembered", { link: (chunks) => <Link href="/sign-in">{chunks}</Link> })}
      </p>
    </div>
  );
}

export default withMessages("forgot-password/page.tsx", ForgotPasswordPage);
