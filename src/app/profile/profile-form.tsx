"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { updateProfileInput } from "~/server/api/routers/user/update-profile.schema";
import { TextField } from "../_components/ui/text-field";
import { fieldErrorsOf, useTRPC } from "../_lib/trpc";
import { SaveRow } from "~/app/_components/ui/save-row";

export function ProfileForm({ displayName }: { displayName: string }) {
  const t = useTranslations("Profile");
  const form = useTranslations("Form");
  const trpc = useTRPC();
  const router = useRouter();
  const update = useMutation(trpc.user.updateProfile.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(null);
    const parsed = updateProfileInput.safeParse({
      displayName: String(new FormData(e.currentTarget).get("displayName") ?? ""),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t("checkName"));
    setError(null);
    try {
      const profile = await update.mutateAsync(parsed.data);
      setSaved(t("saved", { name: profile.displayName }));
      router.refresh();
    } catch (err) {
      const { fields, form } = fieldErrorsOf(err);
      setError(fields.displayName ?? form);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={form("displayName")}
        name="displayName"
        defaultValue={displayName}
        autoComplete="nickname"
        required
        maxLength={40}
        error={error}
        hint={t("nameHint")}
      />
      <SaveRow pending={update.isPending} label={update.isPending ? t("saving") : t("save")} saved={saved} />
    </form>
  );
}
