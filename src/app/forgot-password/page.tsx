// A forgotten password: the address to send a reset link to. The answer is the same whether or not an account uses it.
import type { Metadata } from "next";
import Link from "next/link";
import { mailIsOn } from "~/server/mail/config";
import { NO_EMAIL } from "~/server/mail/password-reset";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password?" };
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold">Forgot your password?</h1>
      <p className="mt-2 mb-6 text-ink-soft">
        Give the address you signed up with: we send it a link to choose a new password.
      </p>
      <div className="panel p-6 sm:p-8">
        {mailIsOn() ? (
          <ForgotPasswordForm />
        ) : (
          <p role="status" data-testid="reset-no-email">
            {NO_EMAIL}
          </p>
        )}
      </div>
      <p className="mt-4 text-center text-ink-soft">
        Remembered it? <Link href="/sign-in">Sign in</Link>
      </p>
    </div>
  );
}
