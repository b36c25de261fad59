"use client";
// The tab tells a player it is their move even when they look elsewhere: "● Your turn · Sakura" in the title and a
// red dot on the favicon. Both are restored when the turn passes or the page is left.
import { useEffect } from "react";

const DOT_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="5" y="2" width="22" height="28" rx="3" fill="#1d1815" stroke="#c79a2b" stroke-width="1.5"/><circle cx="16" cy="12" r="6" fill="#d2452b"/><circle cx="25" cy="7" r="6.5" fill="#f5c431" stroke="#1d1815" stroke-width="1.5"/></svg>',
  );

export function useTurnCue(myTurn: boolean, title: string) {
  useEffect(() => {
    if (!myTurn) return;
    const previousTitle = document.title;
    document.title = `● Your turn · ${title}`;
    const link = document.createElement("link");
    link.rel = "icon";
    link.href = DOT_ICON;
    link.setAttribute("data-turn-cue", "");
    document.head.appendChild(link);
    return () => {
      document.title = previousTitle;
      link.remove();
    };
  }, [myTurn, title]);
}
