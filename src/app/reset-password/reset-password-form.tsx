"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from "~/server/schemas/account.schema";
import type { ResetLinkInput } from "~/server/api/routers/auth/password-reset.schema";
import { PasswordField } from "../_components/ui/text-field";
import { useMutation, useTRPC } from "../_lib/trpc";
import { useOneFieldForm } from "../_lib/use-one-field-form";

export function ResetPasswordForm({ link, intro }: { link: ResetLinkInput; intro: string }) {
  const t = useTranslations("EmailPages");
  const tSignUp = useTranslations("SignUp");
  const tErrors = useTranslations("InputErrors");
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const { error, done, ref, onSubmit } = useOneFieldForm({
    field: "password",
    parse: (password) => newPasswordSchema.safeParse(password),
    send: async (password) => {
      await reset.mutateAsync({ ...link, password });
      return t("reset.done");
    },
    fallback: tErrors("choosePassword"),
  });

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
      <PasswordField
        ref={ref}
        label={t("reset.newPassword")}
        autoComplete="new-password"
        error={error ?? undefined}
        hint={tSignUp("passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? t("reset.saving") : t("reset.save")}
      </button>
    </form>
  );
}
