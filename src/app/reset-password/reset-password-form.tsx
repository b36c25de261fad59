"use client";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { PASSWORD_RULE, newPasswordSchema } from "~/server/schemas/account.schema";
import type { ResetLinkInput } from "~/server/api/routers/auth/password-reset.schema";
import { TextField } from "../_components/ui/text-field";
import { fieldErrorsOf, useTRPC } from "../_lib/trpc";

export function ResetPasswordForm({ link, intro }: { link: ResetLinkInput; intro: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(String(new FormData(e.currentTarget).get("password") ?? ""));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Choose a password.");
      return passwordRef.current?.focus();
    }
    setError(null);
    try {
      setDone((await reset.mutateAsync({ ...link, password: parsed.data })).message);
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
          Sign in
        </Link>
      </>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-ink-soft">{intro}</p>
      <TextField
        ref={passwordRef}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        revealable
        error={error ?? undefined}
        hint={PASSWORD_RULE}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? "Saving…" : "Save my new password"}
      </button>
    </form>
  );
}
