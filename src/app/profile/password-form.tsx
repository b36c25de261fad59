"use client";
// The password, changed with the current one asked again; the server signs out the player's other devices.
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "~/server/schemas/account.schema";
import { changePasswordInput } from "~/server/api/routers/user/change-password.schema";
import { FormBanner } from "../_components/ui/form-error";
import { SaveRow } from "../_components/ui/save-row";
import { TextField } from "../_components/ui/text-field";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useInputErrorWords } from "../_lib/input-error-words";
import { useMutation, useTRPC } from "../_lib/trpc";

type Field = "currentPassword" | "newPassword";

export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations("Profile");
  const trpc = useTRPC();
  const inputError = useInputErrorWords();
  const change = useMutation(trpc.user.changePassword.mutationOptions());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    if (found.currentPassword) currentRef.current?.focus();
    else if (found.newPassword) newRef.current?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setDone(null);
    setFormError(null);
    const parsed = changePasswordInput.safeParse({
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword: String(data.get("newPassword") ?? ""),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= inputError(issue.message);
      return show(found);
    }
    setErrors({});
    try {
      await change.mutateAsync(parsed.data);
    } catch (err) {
      const { fields, form: whole } = fieldErrorsOf(err);
      setFormError(whole);
      return show(fields as Partial<Record<Field, string>>);
    }
    form.reset();
    setDone(t("passwordChanged"));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="password-form">
      <FormBanner message={formError} />
      {/* The account's address, hidden, so that a password manager files the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        ref={currentRef}
        label={t("currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        revealable
        error={errors.currentPassword}
      />
      <TextField
        ref={newRef}
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
