"use client";
// The tab tells a player it is their move even when they look elsewhere: "● Your turn · Sakura" in the title and a
// red dot on the favicon. Both are restored when the turn passes or the page is left. On a table page the page owns
// the title (TableTabTitle: "Sakura · finished · Hanafuda" and so on): the board only reports the turn to it
// (TurnReport), so the two never overwrite each other's title.
import { createContext, useContext, useEffect } from "react";

// The site's mark with a dot: a file (public/), fetched the first time it is the player's turn, rather than a data
// address the boards' scripts would carry.
const DOT_ICON = "/turn-icon.svg";

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
