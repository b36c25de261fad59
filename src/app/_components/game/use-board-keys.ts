"use client";
// Keyboard play on a board: arrow keys move among the offered cards and buttons (elements inside a
// `data-offer="true"` wrapper), Enter/Space press them (they are buttons), D draws, Escape cancels a choice.
// When a new position arrives and focus was lost (the played card left the hand), or stayed on a card or button that
// is no longer offered, the first offered card gets it.
// The handlers and the listener follow the position in layout effects: a key pressed as soon as a position is drawn
// (before React's passive effects run) acts on that position, not on the one before.
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

export const OFFERED = '[data-offer="true"] button:not(:disabled), button[data-offer="true"]:not(:disabled)';

export function useBoardKeys(
  rootRef: RefObject<HTMLElement | null>,
  opts: { enabled: boolean; onDraw?: () => void; onEscape?: () => void; seq: number },
) {
  const handlers = useRef(opts);
  useLayoutEffect(() => {
    handlers.current = opts;
  });

  useLayoutEffect(() => {
    if (!opts.enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (document.querySelector("dialog[open]")) return;
      const root = rootRef.current;
      if (!root) return;
      const key = e.key;
      if (key === "ArrowLeft" || key === "ArrowRight" || key === "ArrowUp" || key === "ArrowDown") {
        const offered = [...root.querySelectorAll<HTMLElement>(OFFERED)];
        if (offered.length === 0) return;
        e.preventDefault();
        const at = offered.indexOf(document.activeElement as HTMLElement);
        const forward = key === "ArrowRight" || key === "ArrowDown";
        const next =
          at === -1 ? (forward ? 0 : offered.length - 1) : (at + (forward ? 1 : -1) + offered.length) % offered.length;
        offered[next]!.focus();
      } else if ((key === "d" || key === "D") && handlers.current.onDraw) {
        e.preventDefault();
        handlers.current.onDraw();
      } else if (key === "Escape" && handlers.current.onEscape) {
        handlers.current.onEscape();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [opts.enabled, rootRef]);

  // The last offered element that took the focus: one the next position no longer offers hands it on.
  const lastOffered = useRef<Element | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Element && e.target.matches(OFFERED)) lastOffered.current = e.target;
    };
    root.addEventListener("focusin", onFocus);
    return () => root.removeEventListener("focusin", onFocus);
  }, [rootRef]);

  // A new position: give focus back to the board if the pressed card vanished with the move or is offered no more.
  useEffect(() => {
    if (!opts.enabled) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !document.contains(active);
    const stale = active !== null && active === lastOffered.current && !active.matches(OFFERED);
    if (!lost && !stale) return;
    rootRef.current?.querySelector<HTMLElement>(OFFERED)?.focus({ preventScroll: true });
  }, [opts.enabled, opts.seq, rootRef]);
}
