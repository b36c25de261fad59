import { useLayoutEffect, useRef, useState } from "react";

/** The column's list: 11rem (h-44) where the screen has room, never under 4rem (a message or two and the field). */
const COLUMN_LIST_MAX = 176;
const COLUMN_LIST_MIN = 64;
/** Left free under the panel, at the screen's foot. */
const COLUMN_FOOT = 12;

/**
 * The height of the messages' list in the board's side column: what the screen leaves under it as the page opens
 * (unscrolled), less the field under it, between COLUMN_LIST_MIN and COLUMN_LIST_MAX; null until measured (h-44).
 * The seats (or Sutda's chips) above it grow with the players: a fixed 11rem put the field under a 1280×800 screen
 * from about four seats, under 1024×768 from three. Measured again when the window's size changes, or anything above
 * the panel in the board (the seats, the banner) or the panel itself (the count of characters left, an error); the
 * list stays on its newest message if it was there.
 */
export function useColumnListHeight(
  sectionRef: React.RefObject<HTMLElement | null>,
  listRef: React.RefObject<HTMLElement | null>,
  active: boolean,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const list = listRef.current;
    // When the panel and its list mount in one commit (hydration), the panel's ref is attached after this effect runs.
    const section = sectionRef.current ?? list?.closest("section") ?? null;
    if (!active || !section || !list) return;
    const fit = () => {
      const listBox = list.getBoundingClientRect();
      const under = section.getBoundingClientRect().bottom - listBox.bottom;
      const room = Math.floor(window.innerHeight - (listBox.top + window.scrollY) - under - COLUMN_FOOT);
      const next = Math.max(COLUMN_LIST_MIN, Math.min(COLUMN_LIST_MAX, room));
      atEnd.current = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
      setHeight(next);
    };
    fit();
    window.addEventListener("resize", fit);
    if (typeof ResizeObserver === "undefined") return () => window.removeEventListener("resize", fit);
    const observer = new ResizeObserver(fit);
    // the board (its banner and status line), what shares the column with the panel (the seats, the chips), the panel
    const board = section.closest('[data-testid="game-board"]');
    const column = section.closest('[data-testid="board-side-slot"]')?.parentElement;
    for (const el of [board, ...(column ? [...column.children] : []), section]) if (el) observer.observe(el);
    return () => {
      window.removeEventListener("resize", fit);
      observer.disconnect();
    };
  }, [sectionRef, listRef, active]);
  // a new height keeps the newest message in view if it was
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && height !== null && atEnd.current) list.scrollTop = list.scrollHeight;
  }, [listRef, height]);
  return active ? height : null;
}
