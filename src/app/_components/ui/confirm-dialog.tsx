"use client";
// A confirmation in a modal <dialog>: a titled form that exists only while the dialog is open (its fields start
// afresh each time). Escape, or the safe choice of the caller's DialogActions, closes it through `onClose`.
import { useId, type ReactNode, type RefObject } from "react";
import { modalDialogClass } from "./modal-dialog";
import { useModalDialog } from "./use-modal-dialog";

export function ConfirmDialog({
  open,
  onClose,
  onSubmit,
  title,
  children,
  dialogClass = modalDialogClass(),
  formRef,
  noValidate,
  formClass,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title: ReactNode;
  children: ReactNode;
  dialogClass?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The server's messages stand beside the fields instead of the browser's. */
  noValidate?: boolean;
  formClass?: string;
}) {
  const id = useId();
  const dialogRef = useModalDialog(open);
  return (
    <dialog ref={dialogRef} onClose={onClose} aria-labelledby={`${id}-title`} className={dialogClass}>
      {open ? (
        <form
          ref={formRef}
          noValidate={noValidate}
          className={formClass}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {title}
          </h2>
          {children}
        </form>
      ) : null}
    </dialog>
  );
}
