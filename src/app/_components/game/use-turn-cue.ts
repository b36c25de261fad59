"use client";
// The tab tells a player it is their move even when they look elsewhere: a red dot on the favicon, and the turn
// reported to the page, which owns the tab's title (TableTabTitle: "● Your turn · Sakura · Hanafuda" in the
// reader's language). Both are restored when the turn passes or the page is left. Only a table page has turns.
import { createContext, useContext, useEffect } from "react";

// The site's mark with a dot: a file (public/), fetched the first time it is the player's turn, rather than a data
// address the boards' scripts would carry.
const DOT_ICON = "/turn-icon.svg";

/** Provided by a page that titles the tab itself: told whether it is the viewer's turn. */
export const TurnReport = createContext<((myTurn: boolean) => void) | null>(null);

export function useTurnCue(myTurn: boolean) {
  const report = useContext(TurnReport);
  useEffect(() => {
    if (!report) return;
    report(myTurn);
    return () => report(false);
  }, [report, myTurn]);
  useEffect(() => {
    if (!myTurn) return;
    const link = document.createElement("link");
    link.rel = "icon";
    link.href = DOT_ICON;
    link.setAttribute("data-turn-cue", "");
    document.head.appendChild(link);
    return () => {
      link.remove();
    };
  }, [myTurn]);
}
