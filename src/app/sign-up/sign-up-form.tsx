"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "~/server/schemas/account.schema";
import { signUpInput } from "~/server/api/routers/auth/sign-up.schema";
import { FormBanner } from "../_components/ui/form-error";
import { EmailField, PasswordField, TextField } from "../_components/ui/text-field";
import { useMutation, useTRPC } from "../_lib/trpc";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useInputErrorWords } from "../_lib/input-error-words";
import { useSignInErrorWords } from "../sign-in/sign-in-error-words";

type Field = "email" | "displayName" | "password";
const ORDER: Field[] = ["email", "displayName", "password"];
const SIGN_IN_INSTEAD = "Sign in instead?";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("SignUp");
  const tForm = useTranslations("Form");
  const trpc = useTRPC();
  const router = useRouter();
  const inputError = useInputErrorWords();
  const signInError = useSignInErrorWords();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const displayNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function show(fieldErrors: Partial<Record<Field, string>>) {
    setErrors(fieldErrors);
    const first = ORDER.find((f) => fieldErrors[f]);
    const input = { email: emailRef, displayName: displayNameRef, password: passwordRef }[first ?? "email"];
    if (first) input.current?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = {
      email: String(data.get("email") ?? ""),
      displayName: String(data.get("displayName") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    setFormError(null);
    const parsed = signUpInput.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        found[f] ??= inputError(issue.message);
      }
      return show(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await signUp.mutateAsync(parsed.data);
    } catch (err) {
      const { fields, form } = fieldErrorsOf(err);
      setBusy(false);
      setFormError(form);
      return show(fields as Partial<Record<Field, string>>);
    }
    const res = await signIn("credentials", {
      email: parsed.data.email,
      password: parsed.data.password,
      redirect: false,
    });
    if (!res || res.error) {
      setBusy(false);
      setFormError(t("signInFailed", { reason: signInError(res?.error) }));
      return;
    }
    router.push(callbackUrl);
    router.refresh();
  }

  const signInHref = `/sign-in${callbackUrl !== "/play" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`;
  // The server's "An account with this email already exists. Sign in instead?": the question is a link to do it.
  const emailError = errors.email?.endsWith(SIGN_IN_INSTEAD) ? (
    <>
      {errors.email.slice(0, -SIGN_IN_INSTEAD.length)}
      <Link href={signInHref} className="underline">
        {SIGN_IN_INSTEAD}
      </Link>
    </>
  ) : (
    errors.email
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={formError ? "signup-form-error" : undefined}
    >
      <FormBanner message={formError} id="signup-form-error" />
      <EmailField ref={emailRef} error={emailError} hint={t("emailHint")} />
      <TextField
        ref={displayNameRef}
        label={tForm("displayName")}
        name="displayName"
        autoComplete="nickname"
        required
        maxLength={40}
        error={errors.displayName}
        hint={t("displayNameHint", { min: DISPLAY_NAME_MIN_LENGTH, max: DISPLAY_NAME_MAX_LENGTH })}
      />
      <PasswordField
        ref={passwordRef}
        autoComplete="new-password"
        error={errors.password}
        hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? t("submitting") : t("submit")}
      </button>
      {/* underlined: beni next to ink-soft is not told apart by colour alone */}
      <p className="text-center text-ink-soft">
        {t.rich("already", {
          link: (chunks) => (
            <Link href={signInHref} className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
