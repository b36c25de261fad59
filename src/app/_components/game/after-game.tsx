"use client";
// The final dialogs' "After the game" actions: what a page puts first (the table page: the rematch; boards do not know
// tables, and a replay or a local board provides nothing), then the replay of the game and a new game.
import Link from "next/link";
import { createContext, useContext, type ReactNode } from "react";

export const AfterGameActions = createContext<ReactNode>(null);

export function AfterGameNav({ gameId, testId }: { gameId: string; testId?: string }) {
  const afterGame = useContext(AfterGameActions);
  return (
    <nav aria-label="After the game" className="flex flex-wrap gap-2" data-testid={testId}>
      {afterGame}
      <Link href={`/replays/${gameId}`} className="btn btn-quiet">
        Replay the game
      </Link>
      <Link href="/play" className="btn btn-quiet">
        Play another game
      </Link>
    </nav>
  );
}
