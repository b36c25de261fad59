"use client";
// "Remove" beside an entrant (or a team) for the organiser and admins until round 1 starts. It asks first, in a modal
// dialog with the reason the removed players read in their notification (required); the page then follows the
// tournament channel to the shorter list.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ReasonField } from "~/app/_components/forms/reason-field";
import { FormError } from "~/app/_components/ui/form-error";
import { modalDialogClass } from "~/app/_components/ui/modal-dialog";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { useMutation, useTRPC } from "~/app/_lib/trpc";
import { fieldErrorsOf } from "~/app/_lib/field-errors";
import { DialogButton } from "./dialog-button";

/** As the server's limit (cancel.schema.ts). */
const REASON_MAX = 200;

export function RemoveEntrant({
  tournamentId,
  target,
  name,
}: {
  tournamentId: string;
  target: { entrantId: string } | { teamId: string };
  name: string;
}) {
  const t = useTranslations("Tournaments");
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState("");
  const remove = useMutation(trpc.tournament.removeEntrant.mutationOptions({ onSuccess: () => setConfirming(false) }));
  const { fields, form } = fieldErrorsOf(remove.error);
  const reasonError = fields.reason;
  const other = form ?? Object.entries(fields).find(([k]) => k !== "reason")?.[1] ?? null;
  useEffect(() => {
    if (remove.error) focusFirstError(formRef.current);
  }, [remove.error]);

  return (
    <DialogButton
      button={{
        text: t("remove.button"),
        // 44 px tall on a phone, a finger's target beside a name (it was 24 px); inline-sized from sm
        className: "btn btn-quiet min-h-11 shrink-0 px-2 py-0 text-sm sm:min-h-0",
        label: t("remove.label", { name }),
        testId: "remove-entrant",
      }}
      onOpen={() => {
        remove.reset();
        setReason("");
      }}
      open={confirming}
      setOpen={setConfirming}
      onSubmit={() => remove.mutate({ tournamentId, ...target, reason })}
      title={t("remove.title", { name })}
      dialogClass={modalDialogClass({ extra: "text-left font-normal" })}
      formRef={formRef}
      noValidate
      actions={{
        cancel: t("remove.keep"),
        submit: t("remove.button"),
        pendingSubmit: t("remove.pending"),
        pending: remove.isPending,
      }}
    >
      <p className="mt-2 text-ink-soft">{t("remove.text")}</p>
      <ReasonField
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX}
        readBy={t("remove.readBy")}
        error={reasonError}
      />
      <FormError message={other} />
    </DialogButton>
  );
}
