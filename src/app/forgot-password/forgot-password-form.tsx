"use client";
import { useTranslations } from "next-intl";
import { requestPasswordResetInput } from "~/server/api/routers/auth/password-reset.schema";
import { EmailField } from "../_components/ui/text-field";
import { useMutation, useTRPC } from "../_lib/trpc";
import { useOneFieldForm } from "../_lib/use-one-field-form";

export function ForgotPasswordForm() {
  const t = useTranslations("Account");
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const { error, done, ref, onSubmit } = useOneFieldForm({
    field: "email",
    parse: (email) => requestPasswordResetInput.safeParse({ email }),
    // The server's answer is the same whoever asks; the reader gets it in their own words.
    send: async (data) => {
      await request.mutateAsync(data);
      return t("forgot.requested");
    },
    fallback: t("forgot.enterEmail"),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {done ? (
        <p
          role="status"
          data-testid="reset-requested"
          className="rounded-lg border border-matsu/40 bg-matsu/10 px-4 py-3"
        >
          {done}
        </p>
      ) : null}
      <EmailField ref={ref} error={error ?? undefined} />
      <button type="submit" className="btn btn-primary w-full" disabled={request.isPending}>
        {request.isPending ? t("forgot.sending") : done ? t("forgot.sendAnother") : t("forgot.send")}
      </button>
    </form>
  );
}
