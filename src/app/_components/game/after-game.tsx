"use client";
// The final dialogs' "After the game" actions: what a page puts first (the table page: the rematch; boards do not know
// tables, and a replay or a local board provides nothing), then the replay of the game and a new game.
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useContext } from "react";
import { AfterGameActions } from "./after-game-actions";

export function AfterGameNav({ gameId, testId }: { gameId: string; testId?: string }) {
  const t = useTranslations("MatchSummary");
  const afterGame = useContext(AfterGameActions);
  return (
    <nav aria-label={t("afterGame")} className="flex flex-wrap gap-2" data-testid={testId}>
      {afterGame}
      <Link href={`/replays/${gameId}`} className="btn btn-quiet">
        {t("replay")}
      </Link>
      <Link href="/play" className="btn btn-quiet">
        {t("another")}
      </Link>
    </nav>
  );
}
