"use client";
// Another address for the account, with the current password asked again; the new address is confirmed by a link,
// as at sign-up, when the site sends email.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { changeEmailInput } from "~/server/api/routers/user/change-email.schema";
import { FormBanner } from "../_components/ui/form-error";
import { SaveRow } from "../_components/ui/save-row";
import { TextField } from "../_components/ui/text-field";
import { fieldErrorsOf } from "../_lib/field-errors";
import { useInputErrorWords } from "../_lib/input-error-words";
import { useMutation, useTRPC } from "../_lib/trpc";

type Field = "email" | "currentPassword";

export function EmailForm() {
  const t = useTranslations("Profile");
  const trpc = useTRPC();
  const router = useRouter();
  const inputError = useInputErrorWords();
  const change = useMutation(trpc.user.changeEmail.mutationOptions());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.currentPassword) passwordRef.current?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setDone(null);
    setFormError(null);
    const parsed = changeEmailInput.safeParse({
      email: String(data.get("email") ?? ""),
      currentPassword: String(data.get("currentPassword") ?? ""),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= inputError(issue.message);
      return show(found);
    }
    setErrors({});
    let answer;
    try {
      answer = await change.mutateAsync(parsed.data);
    } catch (err) {
      const { fields, form: whole } = fieldErrorsOf(err);
      setFormError(whole);
      return show(fields as Partial<Record<Field, string>>);
    }
    form.reset();
    setDone(t(answer.confirmationSent ? "emailChangedConfirm" : "emailChanged", { email: answer.email }));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="email-form">
      <FormBanner message={formError} />
      <TextField
        ref={emailRef}
        label={t("newEmail")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        ref={passwordRef}
        label={t("currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        revealable
        error={errors.currentPassword}
      />
      <SaveRow
        pending={change.isPending}
        label={change.isPending ? t("changingEmail") : t("changeEmail")}
        saved={done}
      />
    </form>
  );
}
