"use client";
// Where the replay stands and how it moves: the step shown (kept within the record), jumps that stop autoplay, the
// round the step is in and the starts of the rounds around it, and autoplay at a chosen speed, one move per tick,
// stopping at the end. A move relative to the step (a move or a round on) counts from the step asked last, not the
// one shown: a served replay's position may wait for the game's rules, and steps asked meanwhile add up.
import { startTransition, useCallback, useEffect, useState } from "react";
import type { ReplayModel } from "./replay-model";

export const SPEEDS = [
  { ms: 2000, speed: "slow" },
  { ms: 1000, speed: "normal" },
  { ms: 500, speed: "fast" },
  { ms: 200, speed: "veryFast" },
] as const;

export interface ReplayNavigation {
  step: number;
  last: number;
  /** Goes to a step, or to a function of the step asked last (kept within the record), and stops autoplay. */
  jump: (to: number | ((step: number) => number)) => void;
  playing: boolean;
  setPlaying: (update: (playing: boolean) => boolean) => void;
  /** Starts autoplay (unless at the end) or pauses it. */
  togglePlay: () => void;
  speed: number;
  setSpeed: (ms: number) => void;
  currentRound: number;
  /** The round's start of `step` (the shown one by default), or the one before's when already at its start. */
  prevRoundStart: (step?: number) => number;
  nextRoundStart: (step?: number) => number;
  roundStarts: readonly number[];
}

export function useReplayNavigation(model: ReplayModel, initialStep: number): ReplayNavigation {
  const last = model.steps.length - 1;
  const [step, setStepRaw] = useState(Math.max(0, Math.min(last, initialStep)));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(SPEEDS[1].ms);

  // A transition: a served replay's position may wait for the game's rules, the one shown staying until then.
  const setStep = useCallback(
    (to: number | ((step: number) => number)) =>
      startTransition(() => setStepRaw((s) => Math.max(0, Math.min(last, typeof to === "function" ? to(s) : to)))),
    [last],
  );
  const jump = useCallback(
    (to: number | ((step: number) => number)) => {
      setPlaying(false);
      setStep(to);
    },
    [setStep],
  );

  const roundOf = (s: number) => {
    let round = 0;
    for (let i = 0; i < model.roundStarts.length; i++) if (model.roundStarts[i]! <= s) round = i;
    return round;
  };
  const currentRound = roundOf(step);
  const prevRoundStart = (s = step) => {
    const round = roundOf(s);
    const start = model.roundStarts[round]!;
    return s > start ? start : (model.roundStarts[round - 1] ?? 0);
  };
  const nextRoundStart = (s = step) => model.roundStarts[roundOf(s) + 1] ?? last;

  useEffect(() => {
    if (!playing || step >= last) return;
    const t = setTimeout(() => {
      setStep(step + 1);
      if (step + 1 >= last) setPlaying(false);
    }, speed);
    return () => clearTimeout(t);
  }, [playing, step, last, speed, setStep]);

  return {
    step,
    last,
    jump,
    playing,
    setPlaying,
    togglePlay: () => setPlaying((p) => !p && step < last),
    speed,
    setSpeed,
    currentRound,
    prevRoundStart,
    nextRoundStart,
    roundStarts: model.roundStarts,
  };
}
