"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { updateProfileInput } from "~/server/api/routers/user/update-profile.schema";
import { TextField } from "../_components/ui/text-field";
import { useMutation, useTRPC } from "../_lib/trpc";
import { useOneFieldForm } from "../_lib/use-one-field-form";
import { SaveRow } from "~/app/_components/ui/save-row";

export function ProfileForm({ displayName }: { displayName: string }) {
  const t = useTranslations("Profile");
  const form = useTranslations("Form");
  const trpc = useTRPC();
  const router = useRouter();
  const update = useMutation(trpc.user.updateProfile.mutationOptions());
  // The field keeps the focus it has: the form takes no `ref` from the hook.
  const { error, done, onSubmit } = useOneFieldForm({
    field: "displayName",
    parse: (displayName) => updateProfileInput.safeParse({ displayName }),
    send: async (data) => {
      const profile = await update.mutateAsync(data);
      router.refresh();
      return t("saved", { name: profile.displayName });
    },
    fallback: t("checkName"),
  });

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
      <SaveRow pending={update.isPending} label={update.isPending ? t("saving") : t("save")} saved={done} />
    </form>
  );
}
