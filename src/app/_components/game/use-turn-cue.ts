"use client";
// The tab tells a player it is their move even when they look elsewhere: "● Your turn · Sakura" in the title and a
// red dot on the favicon. Both are restored when the turn passes or the page is left. On a table page the page owns
// the title (TableTabTitle: "Sakura · finished · Hanafuda" and so on): the board only reports the turn to it
// (TurnReport), so the two never overwrite each other's title.
import { createContext, useContext, useEffect } from "react";

const DOT_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="5" y="2" width="22" height="28" rx="3" fill="#1d1815" stroke="#c79a2b" stroke-width="1.5"/><circle cx="16" cy="12" r="6" fill="#d2452b"/><circle cx="25" cy="7" r="6.5" fill="#f5c431" stroke="#1d1815" stroke-width="1.5"/></svg>',
  );

/** Provided by a page that titles the tab itself: told whether it is the viewer's turn. */
export const TurnReport = createContext<((myTurn: boolean) => void) | null>(null);

export function useTurnCue(myTurn: boolean, title: string) {
  const report = useContext(TurnReport);
  useEffect(() => {
    if (!report) return;
    report(myTurn);
    return () => report(false);
  }, [report, myTurn]);
  useEffect(() => {
    if (!myTurn) return;
    const previousTitle = document.title;
    if (!report) document.title = `● Your turn · ${title}`;
    const link = document.createElement("link");
    link.rel = "icon";
    link.href = DOT_ICON;
    link.setAttribute("data-turn-cue", "");
    document.head.appendChild(link);
    return () => {
      if (!report) document.title = previousTitle;
      link.remove();
    };
  }, [myTurn, title, report]);
}
