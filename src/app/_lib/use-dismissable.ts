"use client";
// A popover (the menu, the notification bell's panel) closes on Escape, which gives the focus back to the button that
// opened it, and on a pointer press outside both the panel and that button.
import { useEffect, type RefObject } from "react";

export function useDismissable(
  open: boolean,
  close: () => void,
  panelRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        close();
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panelRef.current?.contains(t) && !buttonRef.current?.contains(t)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, panelRef, buttonRef]);
}
