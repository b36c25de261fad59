"use client";
// Hide / show / make default for one preset, with the server's message when it refuses (the default cannot be
// hidden, a hidden preset cannot be the default).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMutation, useTRPC } from "~/app/_lib/trpc";

export function PresetActions({
  id,
  title,
  hidden,
  isDefault,
}: {
  id: string;
  title: string;
  hidden: boolean;
  isDefault: boolean;
}) {
  const t = useTranslations("AdminPresets");
  const trpc = useTRPC();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const done = {
    onSuccess: () => {
      setMessage(null);
      router.refresh();
    },
    onError: (e: { message: string }) => setMessage(e.message),
  };
  const hide = useMutation(trpc.admin.presets.hide.mutationOptions(done));
  const unhide = useMutation(trpc.admin.presets.unhide.mutationOptions(done));
  const makeDefault = useMutation(trpc.admin.presets.setDefault.mutationOptions(done));
  const busy = hide.isPending || unhide.isPending || makeDefault.isPending;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {hidden ? (
          <button
            type="button"
            className="btn btn-quiet min-h-11 py-1.5 text-sm"
            disabled={busy}
            aria-label={t("actions.showAgainLabel", { title })}
            onClick={() => unhide.mutate({ id })}
          >
            {t("actions.showAgain")}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-quiet min-h-11 py-1.5 text-sm"
            disabled={busy || isDefault}
            aria-label={t("actions.hideLabel", { title })}
            title={isDefault ? t("actions.defaultCannotHide") : undefined}
            onClick={() => hide.mutate({ id })}
          >
            {t("actions.hide")}
          </button>
        )}
        {!isDefault ? (
          <button
            type="button"
            className="btn btn-quiet min-h-11 py-1.5 text-sm"
            disabled={busy || hidden}
            aria-label={t("actions.makeDefaultLabel", { title })}
            onClick={() => makeDefault.mutate({ id })}
          >
            {t("actions.makeDefault")}
          </button>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
