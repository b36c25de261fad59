"use client";
// "Cancel tournament" for the event's organiser (and admins) until round 1 starts. It asks first, in a modal dialog
// with an optional reason (Escape or "Keep it" closes it); the page then follows the tournament channel to the
// cancelled state, "Cancelled by the organiser: <reason>".
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReasonField } from "~/app/_components/forms/reason-field";
import { FormError } from "~/app/_components/ui/form-error";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import { DialogButton } from "./dialog-button";
import { ORGANISER_BUTTON } from "./organiser-button";

/** As the server's limit (cancel.schema.ts). */
const REASON_MAX = 200;

export function CancelTournament({ tournamentId, name }: { tournamentId: string; name: string }) {
  const t = useTranslations("Tournaments");
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useMutation(trpc.tournament.cancel.mutationOptions({ onSuccess: () => setConfirming(false) }));

  return (
    <DialogButton
      button={{
        text: t("cancel.button"),
        className: `${ORGANISER_BUTTON} border-beni text-beni`,
        testId: "cancel-tournament",
      }}
      onOpen={() => cancel.reset()}
      open={confirming}
      setOpen={setConfirming}
      onSubmit={() => cancel.mutate({ tournamentId, reason })}
      title={t("cancel.title", { name })}
      actions={{
        cancel: t("cancel.keep"),
        submit: t("cancel.submit"),
        pendingSubmit: t("cancel.pending"),
        pending: cancel.isPending,
      }}
    >
      <p className="mt-2 text-ink-soft">{t("cancel.text")}</p>
      <ReasonField value={reason} onChange={setReason} maxLength={REASON_MAX} readBy={t("cancel.readBy")} />
      <FormError message={cancel.error?.message} />
    </DialogButton>
  );
}
