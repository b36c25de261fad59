"use client";
// Who won the match, in one line: under a finished match's summary, and at the top of its last round's result, where
// the round's own winner may be someone else.
import { useTranslations } from "next-intl";
import { endsLevel, matchSides } from "./match-sides";
import { useUnnamed } from "./use-unnamed";
import type { BoardGameView } from "./types";
import { clientOf } from "~/app/_games/clients";

/** How the match ended early, for the winner's line: by a forfeit, a resignation, or neither. */
function endedBy(gv: BoardGameView): string {
  return gv.endReason === "forfeit" ? "forfeit" : gv.endReason === "resign" ? "resign" : "none";
}

export function MatchWinner({ gameView: gv, testId = "match-winner" }: { gameView: BoardGameView; testId?: string }) {
  const t = useTranslations("MatchSummary");
  const { names, mine } = matchSides(gv, useUnnamed());
  const by = endedBy(gv);
  // the game's own word for its whole game ("le match") where the language has two
  const { wholeGame } = clientOf(gv.game).result;
  const whole = wholeGame ?? "game";
  const name = gv.winner === null ? undefined : names[gv.winner];
  // A team's win is said with the team's names, never "you": the reader won with a partner.
  const text =
    gv.winner === null
      ? endsLevel(gv) && by === "none"
        ? t("draw", { whole })
        : t("shared", { by, whole })
      : gv.winner === mine && !gv.teams
        ? t("youWin", { by, whole })
        : name === undefined
          ? null
          : t("winner", { name, by, whole });
  if (text === null) return null;
  return (
    <p className="mt-1 text-lg font-semibold text-beni" data-testid={testId}>
      {text}
    </p>
  );
}
