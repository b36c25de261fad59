"use client";
// The match summary under a replay: the game's own where its entry gives one (a match that is one scoring unit, whose
// rounds a table of rounds would not show), else the shared one with a row and a bar per round.
import { MatchSummary } from "../../_components/game/match-summary";
import type { BoardGameView } from "../../_components/game/types";
import { clientOf } from "~/app/_games/clients";
import type { MatchSummaryProps } from "~/app/_games/types";

export function ReplayMatchSummary(props: MatchSummaryProps<BoardGameView>) {
  const Own = clientOf(props.gameView.game).Summary;
  // the shared summary's rounds open their explanations on demand, one round of many: it stays as it is
  const { scoringAbove: _, ...shared } = props;
  return Own ? <Own {...props} /> : <MatchSummary {...shared} />;
}
