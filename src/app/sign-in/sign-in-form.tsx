"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { emailSchema } from "~/server/schemas/account.schema";
import { FormBanner } from "../_components/ui/form-error";
import { useInputErrorWords } from "../_lib/input-error-words";
import { useSignInErrorWords } from "./sign-in-error-words";
import { EmailField, PasswordField } from "../_components/ui/text-field";

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string | null }) {
  const t = useTranslations("SignIn");
  const router = useRouter();
  const inputError = useInputErrorWords();
  const signInError = useSignInErrorWords();
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(initialError ? signInError(initialError) : null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get("email") ?? "");
    const password = String(data.get("password") ?? "");
    setFormError(null);
    const found: { email?: string; password?: string } = {};
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) found.email = inputError(parsedEmail.error.issues[0]?.message ?? "");
    if (!password) found.password = t("enterPassword");
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setBusy(true);
    const res = await signIn("credentials", { email: parsedEmail.data, password, redirect: false });
    if (!res || res.error) {
      setBusy(false);
      const message = signInError(res?.error);
      // Wrong email or password: said once, beside the password, never which of the two.
      if (res?.error === "invalid") {
        setErrors({ password: message });
        passwordRef.current?.select();
        passwordRef.current?.focus();
      } else setFormError(message);
      return;
    }
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormBanner message={formError} testId="form-error" />
      <EmailField ref={emailRef} error={errors.email} />
      <PasswordField ref={passwordRef} autoComplete="current-password" error={errors.password} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? t("submitting") : t("submit")}
      </button>
      <p className="text-center">
        <Link href="/forgot-password">{t("forgotPassword")}</Link>
      </p>
      <p className="text-center text-ink-soft">
        {t.rich("newHere", {
          link: (chunks) => (
            <Link href={`/sign-up${callbackUrl !== "/play" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
