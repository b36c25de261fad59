"use client";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from "~/server/schemas/account.schema";
import type { ResetLinkInput } from "~/server/api/routers/auth/password-reset.schema";
import { TextField } from "../_components/ui/text-field";
import { fieldErrorsOf, useTRPC } from "../_lib/trpc";

export function ResetPasswordForm({ link, intro }: { link: ResetLinkInput; intro: string }) {
  const t = useTranslations("EmailPages");
  const tSignUp = useTranslations("SignUp");
  const tErrors = useTranslations("InputErrors");
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(String(new FormData(e.currentTarget).get("password") ?? ""));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? tErrors("choosePassword"));
      return passwordRef.current?.focus();
    }
    setError(null);
    try {
      await reset.mutateAsync({ ...link, password: parsed.data });
      setDone(t("reset.done"));
    } catch (err) {
      const { fields, form } = fieldErrorsOf(err);
      setError(fields.password ?? form);
      passwordRef.current?.focus();
    }
  }

  if (done)
    return (
      <>
        <p role="status" data-testid="reset-done">
          {done}
        </p>
        <Link href="/sign-in" className="btn btn-primary mt-4 w-full">
          {t("reset.signIn")}
        </Link>
      </>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-ink-soft">{intro}</p>
      <TextField
        ref={passwordRef}
        label={t("reset.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        revealable
        error={error ?? undefined}
        hint={tSignUp("passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? t("reset.saving") : t("reset.save")}
      </button>
    </form>
  );
}
