"use client";
// A native <dialog> shown as a modal (focus kept inside, Escape closes it) while `open` is true: the confirmations of
// the admin's user actions and the organiser's tournament cancel.
import { useEffect, useRef, type RefObject } from "react";

export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
