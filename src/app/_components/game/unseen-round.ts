// Which finished round a board's scoring dialog shows: the rounds that ended while the page was open, and once those
// that ended since the player's last visit (remembered per game in localStorage). Light, for the board's first paint;
// the dialog itself (round-result-dialog.tsx) loads when there is a round to show.
import { useEffect, useState } from "react";
import type { BoardGameView } from "./types";

const KEY = (gameId: string) => `hanafuda:seen-rounds:${gameId}`;

function storedSeen(gameId: string): number | null {
  try {
    const v = window.localStorage.getItem(KEY(gameId));
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

/**
 * The index (in gv.rounds) of a finished round the player has not seen yet, and a function to mark it seen.
 * A player's first visit counts the rounds before it as seen, except that a finished game shows its last round.
 */
export function useUnseenRound(gv: BoardGameView): { unseen: number | null; markSeen: () => void } {
  const count = gv.rounds.length;
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    // Read once on the client (localStorage is not there during the server render).
    const stored = storedSeen(gv.gameId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser storage after hydration
    setSeen(stored ?? (gv.status === "FINISHED" ? Math.max(0, count - 1) : count));
    // Only when the game changes: later rounds must stay unseen until the player closes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gv.gameId]);
  // A player who left a game the others play on (resigned, forfeited) follows it no more: no result at every visit.
  const left =
    gv.status === "ACTIVE" && gv.mySeat !== null && Boolean(gv.players.find((p) => p.seat === gv.mySeat)?.forfeited);
  let unseen: number | null = null;
  if (seen !== null && count > seen && !left) {
    // Skip cancelled deals: show the latest round that counted.
    for (let i = count - 1; i >= seen; i--) {
      if (!gv.rounds[i]!.cancelled && gv.rounds[i]!.explained) {
        unseen = i;
        break;
      }
    }
  }
  const markSeen = () => {
    setSeen(count);
    try {
      window.localStorage.setItem(KEY(gv.gameId), String(count));
    } catch {
      // storage full or blocked: the dialog simply shows again on the next visit
    }
  };
  return { unseen, markSeen };
}
