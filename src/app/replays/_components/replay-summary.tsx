"use client";
// The match as a whole under the replay (who won, the totals, the chart, every round's scoring). The server draws it
// with the replay; the browser keeps that drawing as it is until the summary's script (a chunk of its own,
// lazy-match-summary.tsx, not in the replay's first load) is here, and hydrates it then. A replay drawn in the browser
// (a link followed within the site) loads it when it comes into view or the reader first acts: on a phone it is
// screens below the first view, whose load it would weigh on. Its place is kept meanwhile.
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { BoardGameView } from "../../_components/game/types";
import { PAGE_SUMMARY_ID } from "../../_components/game/page-summary";
import { useHydrated } from "../../_lib/use-hydrated";
import { onFirstIntent } from "../_lib/on-intent";
import { WAKES_WHEN_SEEN } from "../_lib/early-acts";
import { scoringShownAt, type Perspective, type ReplayModel } from "../_lib/replay-model";
import { LazyMatchSummary } from "./lazy-match-summary";

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
  // Drawn on the server (or hydrating its drawing): shown at once. Decided on the first render only.
  const hydrated = useHydrated();
  const [served] = useState(!hydrated);
  const [wanted, setWanted] = useState(served);
  // The server's drawing is hydrated with the summary it drew: React keeps a part's server HTML while its script
  // loads only as long as that part is not drawn anew, and a step meanwhile (to or from the end, another view) would
  // have it drop the drawing for the fallback. The summary follows the steps once hydrated.
  const [drawn] = useState(summary);
  const [live, setLive] = useState(!served);
  const shown = live ? summary : drawn;
  const ref = useRef<HTMLDivElement>(null);
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
  // the same element until the summary changes: anything new under the boundary before it has hydrated is drawn anew
  const content = useMemo(
    () => (
      <Suspense fallback={<div className="min-h-40" />}>
        <LazyMatchSummary
          gameView={shown.gameView}
          final={shown.final}
          winnerAbove={shown.winnerAbove}
          scoringAbove={shown.scoringAbove}
        />
        {live ? null : <Hydrated then={setLive} />}
      </Suspense>
    ),
    [shown, live],
  );
  return (
    // focusable: a replay's board brings the reader here (page-summary.ts)
    <div
      ref={ref}
      id={PAGE_SUMMARY_ID}
      tabIndex={-1}
      className="panel p-4 sm:p-6"
      data-testid="replay-summary"
      {...{ [WAKES_WHEN_SEEN]: "" }}
    >
      {wanted ? content : <div className="min-h-40" />}
    </div>
  );
}

/** Calls `then` once the part it is in has hydrated (its effects run only then). */
function Hydrated({ then }: { then: (hydrated: true) => void }) {
  useEffect(() => then(true), [then]);
  return null;
}
