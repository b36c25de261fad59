import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "~/server/auth/callback-path";
import { getSession } from "../_lib/server-api";
import { signInPurpose } from "../_lib/sign-in-purpose";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getSession()) redirect(callbackUrl);
  // next-auth sends failures it handles itself (no JavaScript, a bad CSRF token) here with ?error=...
  const error = typeof params.error === "string" ? params.error : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">Sign in</h1>
      <p className="mt-2 mb-6 text-ink-soft" data-testid="sign-in-purpose">
        {signInPurpose(callbackUrl) ?? "Welcome back to the table."}
      </p>
      <div className="panel p-6 sm:p-8">
        <SignInForm callbackUrl={callbackUrl} initialError={error} />
      </div>
    </div>
  );
}
