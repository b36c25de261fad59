import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "~/server/auth/callback-path";
import { getSession } from "../_lib/server-api";
import { signInPurpose } from "../_lib/sign-in-purpose";
import { SignInForm } from "./sign-in-form";
import type { SearchParams } from "../_lib/page-params";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SignIn"))("title") };
}

async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getSession()) redirect(callbackUrl);
  const [t, tPurpose] = await Promise.all([getTranslations("SignIn"), getTranslations("SignInPurpose")]);
  const purpose = signInPurpose(callbackUrl);
  // next-auth sends failures it handles itself (no JavaScript, a bad CSRF token) here with ?error=...
  const error = typeof params.error === "string" ? params.error : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">{t("title")}</h1>
      <p className="mt-2 mb-6 text-ink-soft" data-testid="sign-in-purpose">
        {purpose ? tPurpose(purpose) : t("welcome")}
      </p>
      <div className="panel p-6 sm:p-8">
        <SignInForm callbackUrl={callbackUrl} initialError={error} />
      </div>
    </div>
  );
}

export default withMessages("sign-in/page.tsx", SignInPage);
