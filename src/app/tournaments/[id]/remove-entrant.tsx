"use client";
// "Remove" beside an entrant (or a team) for the organiser and admins until round 1 starts. It asks first, in a modal
// dialog with the reason the removed players read in their notification (required); the page then follows the
// tournament channel to the shorter list.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { DialogActions, modalDialogClass } from "~/app/_components/ui/modal-dialog";
import { useModalDialog } from "~/app/_components/ui/use-modal-dialog";
import { focusFirstError } from "~/app/_lib/focus-first-error";
import { fieldErrorsOf, useTRPC } from "~/app/_lib/trpc";

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
  const trpc = useTRPC();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useModalDialog(confirming);
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
    <>
      <button
        type="button"
        // 44 px tall on a phone, a finger's target beside a name (it was 24 px); inline-sized from sm
        className="btn btn-quiet min-h-11 px-2 py-0 text-sm sm:min-h-0"
        aria-label={`Remove ${name}`}
        onClick={() => {
          remove.reset();
          setReason("");
          setConfirming(true);
        }}
        data-testid="remove-entrant"
      >
        Remove
      </button>
      <dialog
        ref={dialogRef}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${id}-title`}
        className={modalDialogClass({ extra: "text-left font-normal" })}
      >
        {confirming ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate({ tournamentId, ...target, reason });
            }}
          >
            <h2 id={`${id}-title`} className="text-xl font-semibold">
              Remove {name}?
            </h2>
            <p className="mt-2 text-ink-soft">
              They leave the tournament and are told why. While registration is open they may register again.
            </p>
            <label htmlFor={`${id}-reason`} className="field-label mt-4">
              Reason <span className="font-normal text-ink-faint">(shown to them)</span>
            </label>
            <input
              id={`${id}-reason`}
              className="field-input"
              value={reason}
              maxLength={REASON_MAX}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} className="field-error">
                {reasonError}
              </p>
            ) : null}
            {other ? (
              <p role="alert" className="field-error">
                {other}
              </p>
            ) : null}
            <DialogActions
              cancel="Keep them"
              onCancel={() => setConfirming(false)}
              submit="Remove"
              pendingSubmit="Removing…"
              pending={remove.isPending}
            />
          </form>
        ) : null}
      </dialog>
    </>
  );
}
