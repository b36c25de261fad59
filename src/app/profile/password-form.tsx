"use client";
// The password, changed with the current one asked again; the server signs out the player's other devices.
import { useTranslations } from "next-intl";
import { PASSWORD_MIN_LENGTH } from "~/server/schemas/account.schema";
import { changePasswordInput } from "~/server/api/routers/user/change-password.schema";
import { FormBanner } from "../_components/ui/form-error";
import { SaveRow } from "../_components/ui/save-row";
import { TextField } from "../_components/ui/text-field";
import { useFieldsForm } from "../_lib/use-fields-form";
import { useMutation, useTRPC } from "../_lib/trpc";

export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations("Profile");
  const trpc = useTRPC();
  const change = useMutation(trpc.user.changePassword.mutationOptions());
  const { errors, formError, done, formRef, onSubmit } = useFieldsForm({
    fields: ["currentPassword", "newPassword"],
    parse: (values) => changePasswordInput.safeParse(values),
    send: async (data) => {
      await change.mutateAsync(data);
      return t("passwordChanged");
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" data-testid="password-form">
      <FormBanner message={formError} />
      {/* The account's address, hidden, so that a password manager files the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t("currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        revealable
        error={errors.currentPassword}
      />
      <TextField
        label={t("newPassword")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        revealable
        error={errors.newPassword}
        hint={t("newPasswordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <SaveRow
        pending={change.isPending}
        label={change.isPending ? t("changingPassword") : t("changePassword")}
        saved={done}
      />
    </form>
  );
}
