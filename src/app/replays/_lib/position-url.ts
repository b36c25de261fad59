"use client";
// The position shown as a link (?move=N&seat=S): kept in the address bar as it changes, so the address is always a
// link to what is shown.
import { useEffect } from "react";
import type { Perspective } from "./replay-model";

export const perspectiveParam = (p: Perspective) => (p === "all" ? "all" : String(p));

/** The page's path with the position: `/replays/G?move=12&seat=all`. */
export const positionPath = (sharePath: string, step: number, perspective: Perspective) =>
  `${sharePath}?move=${step}&seat=${perspectiveParam(perspective)}`;

export function usePositionInUrl(sharePath: string | null, step: number, perspective: Perspective): void {
  useEffect(() => {
    if (!sharePath) return;
    const url = positionPath(sharePath, step, perspective);
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history.replaceState(window.history.state, "", url);
  }, [sharePath, step, perspective]);
}
