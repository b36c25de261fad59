"use client";
// Another address for the account, with the current password asked again; the new address is confirmed by a link,
// as at sign-up, when the site sends email. The answer says which emails went: the link, and the notice to the old
// address (only a confirmed one gets it).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { changeEmailInput } from "~/server/api/routers/user/change-email.schema";
import { FormBanner } from "../_components/ui/form-error";
import { SaveRow } from "../_components/ui/save-row";
import { TextField } from "../_components/ui/text-field";
import { useFieldsForm } from "../_lib/use-fields-form";
import { useMutation, useTRPC } from "../_lib/trpc";

export function EmailForm() {
  const t = useTranslations("Profile");
  const trpc = useTRPC();
  const router = useRouter();
  const change = useMutation(trpc.user.changeEmail.mutationOptions());
  const { errors, formError, done, formRef, onSubmit } = useFieldsForm({
    fields: ["email", "currentPassword"],
    parse: (values) => changeEmailInput.safeParse(values),
    send: async (data) => {
      const answer = await change.mutateAsync(data);
      router.refresh();
      const said = !answer.confirmationSent
        ? "emailChanged"
        : answer.oldAddressTold
          ? "emailChangedConfirmTold"
          : "emailChangedConfirm";
      return t(said, { email: answer.email });
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" data-testid="email-form">
      <FormBanner message={formError} />
      <TextField
        label={t("newEmail")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
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
