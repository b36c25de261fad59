"use client";
// "Cancel tournament" for the event's organiser (and admins) until round 1 starts. It asks first, in a modal dialog
// with an optional reason (Escape or "Keep it" closes it); the page then follows the tournament channel to the
// cancelled state, "Cancelled by the organiser: <reason>".
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { DialogActions, modalDialogClass } from "~/app/_components/ui/modal-dialog";
import { useModalDialog } from "~/app/_components/ui/use-modal-dialog";
import { useTRPC } from "~/app/_lib/trpc";
import { ORGANISER_BUTTON } from "./organiser-button";

/** As the server's limit (cancel.schema.ts). */
const REASON_MAX = 200;

export function CancelTournament({ tournamentId, name }: { tournamentId: string; name: string }) {
  const trpc = useTRPC();
  const dialogId = useId();
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useModalDialog(confirming);
  const [reason, setReason] = useState("");
  const cancel = useMutation(trpc.tournament.cancel.mutationOptions({ onSuccess: () => setConfirming(false) }));

  return (
    <>
      <button
        type="button"
        className={`${ORGANISER_BUTTON} border-beni text-beni`}
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
        data-testid="cancel-tournament"
      >
        Cancel tournament…
      </button>
      <dialog
        ref={dialogRef}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${dialogId}-title`}
        className={modalDialogClass()}
      >
        {/* The form exists only while the dialog is open. */}
        {confirming ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              cancel.mutate({ tournamentId, reason });
            }}
          >
            <h2 id={`${dialogId}-title`} className="text-xl font-semibold">
              Cancel {name}?
            </h2>
            <p className="mt-2 text-ink-soft">
              No round will be played. Everyone registered is told, with your reason if you give one. This cannot be
              undone.
            </p>
            <label htmlFor={`${dialogId}-reason`} className="field-label mt-4">
              Reason <span className="font-normal text-ink-faint">(optional, shown on the page)</span>
            </label>
            <input
              id={`${dialogId}-reason`}
              className="field-input"
              value={reason}
              maxLength={REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
            />
            {cancel.error ? (
              <p role="alert" className="field-error">
                {cancel.error.message}
              </p>
            ) : null}
            <DialogActions
              cancel="Keep it"
              onCancel={() => setConfirming(false)}
              submit="Cancel the tournament"
              pendingSubmit="Cancelling…"
              pending={cancel.isPending}
            />
          </form>
        ) : null}
      </dialog>
    </>
  );
}
