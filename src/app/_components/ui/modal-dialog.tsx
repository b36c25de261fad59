// The look of the site's confirmation dialogs (a native <dialog> opened with useModalDialog) and their row of
// actions: the safe choice first, the confirming submit button last, which says what it is doing while pending.
import type { ReactNode } from "react";

/** The classes of a modal dialog's <dialog> element; `wide` for a form with several fields. */
export function modalDialogClass(opts: { wide?: boolean; extra?: string } = {}): string {
  const width = opts.wide ? "w-[min(36rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]";
  return `m-auto ${width} rounded-lg border border-paper-edge bg-paper p-6 text-ink shadow-xl backdrop:bg-ink/50${opts.extra ? ` ${opts.extra}` : ""}`;
}

export function DialogActions({
  cancel,
  onCancel,
  submit,
  pendingSubmit,
  pending,
  focusCancel = false,
  className = "mt-5",
}: {
  /** The safe choice's words ("Keep it", "Cancel"): closes the dialog. */
  cancel: ReactNode;
  onCancel: () => void;
  /** The submit button's words, and while the request runs. */
  submit: ReactNode;
  pendingSubmit: ReactNode;
  pending: boolean;
  /** The safe choice takes the focus as the dialog opens (an action that cannot be undone). */
  focusCancel?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2${className ? ` ${className}` : ""}`}>
      <button type="button" className="btn btn-quiet" autoFocus={focusCancel} onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? pendingSubmit : submit}
      </button>
    </div>
  );
}
