"use client";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { requestPasswordResetInput } from "~/server/api/routers/auth/password-reset.schema";
import { EmailField } from "../_components/ui/text-field";
import { fieldErrorsOf, useTRPC } from "../_lib/trpc";

export function ForgotPasswordForm() {
  const t = useTranslations("Account");
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSent(null);
    const parsed = requestPasswordResetInput.safeParse({
      email: String(new FormData(e.currentTarget).get("email") ?? ""),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t("forgot.enterEmail"));
      return emailRef.current?.focus();
    }
    setError(null);
    try {
      setSent((await request.mutateAsync(parsed.data)).message);
    } catch (err) {
      const { fields, form } = fieldErrorsOf(err);
      setError(fields.email ?? form);
      emailRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {sent ? (
        <p
          role="status"
          data-testid="reset-requested"
          className="rounded-lg border border-matsu/40 bg-matsu/10 px-4 py-3"
        >
          {sent}
        </p>
      ) : null}
      <EmailField ref={emailRef} error={error ?? undefined} />
      <button type="submit" className="btn btn-primary w-full" disabled={request.isPending}>
        {request.isPending ? t("forgot.sending") : sent ? t("forgot.sendAnother") : t("forgot.send")}
      </button>
    </form>
  );
}
