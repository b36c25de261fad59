"use client";
// The match summary under a replay (replay-match-summary.tsx) in a chunk of its own, with React.lazy rather than
// next/dynamic: next/dynamic, drawn on the server, has the page preload the chunk, and a replay drawn on the server
// loads its scripts only when the reader acts (replays/[gameId]/replay-screen.tsx, which starts this one then too).
import { lazy, type ComponentType } from "react";
import type { BoardGameView } from "../../_components/game/types";
import type { MatchSummaryProps } from "~/app/_games/types";

type Summary = ComponentType<MatchSummaryProps<BoardGameView>>;

let loaded: Summary | null = null;
let loading: Promise<Summary> | null = null;

/** Starts loading the summary (the reader is about to need it): one load per page. */
export function preloadMatchSummary(): Promise<Summary> {
  loading ??= import("./replay-match-summary").then((m) => (loaded = m.ReplayMatchSummary));
  return loading;
}

/** The summary, drawn at once where it has loaded (React.lazy takes a thenable: one that answers at once). */
export const LazyMatchSummary = lazy(() => {
  const summary = loaded;
  if (!summary) return preloadMatchSummary().then((s) => ({ default: s }));
  return { then: (done: (m: { default: Summary }) => void) => done({ default: summary }) } as Promise<{
    default: Summary;
  }>;
});
