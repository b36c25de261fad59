"use client";
// A button of the event page that opens a confirmation dialog: it readies the dialog's state (`onOpen`) and opens
// it; the dialog ends with its two choices, the safe one closing it. Disabled until the page is hydrated (a tap before
// would open nothing).
import type { ComponentProps, ReactNode } from "react";
import { useHydrated } from "~/app/_lib/use-hydrated";
import { ConfirmDialog } from "~/app/_components/ui/confirm-dialog";
import { DialogActions } from "~/app/_components/ui/modal-dialog";

export function DialogButton({
  button,
  onOpen,
  open,
  setOpen,
  actions,
  children,
  ...dialog
}: {
  button: { text: string; className: string; testId: string; label?: string };
  onOpen: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  actions: Omit<ComponentProps<typeof DialogActions>, "onCancel">;
  children: ReactNode;
} & Omit<ComponentProps<typeof ConfirmDialog>, "open" | "onClose" | "children">) {
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className={button.className}
        aria-label={button.label}
        disabled={!hydrated}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
        data-testid={button.testId}
      >
        {button.text}
      </button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} {...dialog}>
        {children}
        <DialogActions {...actions} onCancel={() => setOpen(false)} />
      </ConfirmDialog>
    </>
  );
}
