"use client";
// The match as a whole under the replay (who won, the totals, the chart, every round's scoring), loaded when it comes
// into view or the reader first acts on the page: on a phone it is screens below the first view, whose load it would
// weigh on. Its place is kept meanwhile.
import dynamic from "next/dynamic";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { BoardGameView } from "../../_components/game/types";
import { onFirstIntent } from "../_lib/on-intent";
import { WAKES_WHEN_SEEN } from "../_lib/early-acts";
import { scoringShownAt, type Perspective, type ReplayModel } from "../_lib/replay-model";

const MatchSummary = dynamic(() => import("./replay-match-summary").then((m) => m.ReplayMatchSummary));

export interface ReplaySummaryProps {
  model: ReplayModel;
  perspective: Perspective;
  /** The server's end of a finished game (ReplayViewerProps.result). */
  result: { winner: number | null; endReason: string | null } | null | undefined;
  viewerSeat: number | null;
  /** The position the board shows. */
  step: number;
}

/**
 * What the match summary shows: the last position with the rounds' explanations, and the server's end if any. Its
 * winner's line goes while the board shows the played-out end: the board's banner says it there (Judge's with the
 * score), the summary does not say it again. The game's own summary stands in for the shared one where it has one
 * (ReplayMatchSummary).
 */
export function summaryOf({ model, perspective, result, viewerSeat, step }: ReplaySummaryProps): {
  gameView: BoardGameView;
  final: boolean;
  winnerAbove: boolean;
  scoringAbove: boolean;
} {
  const end = { ...model.frame(model.steps.length - 1, perspective).board, youSeat: viewerSeat };
  const gameView = result
    ? { ...end, rounds: model.rounds, winner: result.winner, endReason: result.endReason }
    : { ...end, rounds: model.rounds };
  const winnerAbove = model.finished && step === model.steps.length - 1;
  // the last round's scoring beside the board: a summary that explains the points leaves its copy out
  const scoringAbove = step === model.steps.length - 1 && scoringShownAt(model, step);
  return { gameView, final: model.finished || Boolean(result), winnerAbove, scoringAbove };
}

export function ReplaySummary(props: ReplaySummaryProps) {
  const { model, perspective, result, viewerSeat, step } = props;
  // only the end matters to the summary: a step elsewhere keeps its view (and the chart) as it is
  const last = model.steps.length - 1;
  const atEnd = step === last;
  const summary = useMemo(
    () => summaryOf({ model, perspective, result, viewerSeat, step: atEnd ? last : -1 }),
    [model, perspective, result, viewerSeat, atEnd, last],
  );
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (wanted || !el) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === "undefined") return want();
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) want();
    });
    seen.observe(el);
    const off = onFirstIntent(want);
    return () => {
      seen.disconnect();
      off();
    };
  }, [wanted]);
  return (
    <div ref={ref} className="panel p-4 sm:p-6" data-testid="replay-summary" {...{ [WAKES_WHEN_SEEN]: "" }}>
      {wanted ? (
        <Suspense fallback={<div className="min-h-40" />}>
          <MatchSummary
            gameView={summary.gameView}
            final={summary.final}
            winnerAbove={summary.winnerAbove}
            scoringAbove={summary.scoringAbove}
          />
        </Suspense>
      ) : (
        <div className="min-h-40" />
      )}
    </div>
  );
}
