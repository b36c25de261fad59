"use client";
// The live Judge board: the match's live views (countdown, reveal, actions, presence; from the table page's stream
// through JudgeLiveContext), the clock exchange
// (judge.ping every 2 s: the heartbeat that keeps the player present, and the offset that puts the "3-2-1" on the
// server's clock), and the player's one action per round (judge.act, with the local reveal-to-click time). The game's
// own view (heads, piles, pot, scores, outcomes) comes from the same stream's game views as for every board.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { useMutation, useQueryClient, useTRPC } from "~/app/_lib/trpc";
import { canAct, type JudgeAct, type MyJudgeAction } from "./judge-model";
import { useJudgeLive } from "./judge-live";
import { JudgeLeaveGuard } from "./judge-leave-guard";
import { JudgeTable } from "./judge-table";
import type { BoardProps } from "~/app/_components/game/types";
import type { JudgeGameView } from "./view";
import { useTurnCue } from "~/app/_components/game/use-turn-cue";

/** The heartbeat: well inside the server's presence TTL (6 s). */
const PING_EVERY_MS = 2000;
/** Round trips kept for the offset: the one with the shortest trip wins (least queueing). */
const SAMPLES = 8;

/** server clock − local clock (ms), from the ping exchange (players) or the live views' timestamps (anyone). */
function useServerOffset(gameId: string, pinging: boolean, live: JudgeLiveView | null, liveAt: number | null): number {
  const trpc = useTRPC();
  const ping = useMutation(trpc.judge.ping.mutationOptions());
  const pingRef = useRef(ping.mutateAsync);
  useEffect(() => {
    pingRef.current = ping.mutateAsync;
  });
  const [measured, setMeasured] = useState<number | null>(null);

  useEffect(() => {
    if (!pinging) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRtt: number | null = null;
    const samples: { rtt: number; offset: number }[] = [];
    /** A ping is on its way; `soon`: the page's visibility changed meanwhile, ping again as it returns. */
    let inFlight = false;
    let soon = false;
    const once = async () => {
      inFlight = true;
      const w0 = Date.now();
      const p0 = performance.now();
      try {
        // A hidden page (another tab, the home screen) is away: the match pauses instead of playing rounds without it.
        const r = await pingRef.current({ gameId, rttMs: lastRtt, away: document.visibilityState === "hidden" });
        const elapsed = performance.now() - p0;
        // NTP style: the server's own time between receiving and answering is not network delay.
        const rtt = Math.max(0, elapsed - Math.max(0, r.sentAt - r.receivedAt));
        const offset = (r.receivedAt - w0 + (r.sentAt - (w0 + elapsed))) / 2;
        lastRtt = rtt;
        samples.push({ rtt, offset });
        if (samples.length > SAMPLES) samples.shift();
        if (!stopped) setMeasured(samples.reduce((a, b) => (b.rtt < a.rtt ? b : a)).offset);
      } catch {
        // a missed heartbeat; the next one follows
      }
      inFlight = false;
      // A few quick exchanges first, then the heartbeat.
      const next = soon ? 0 : samples.length < 3 ? 200 : PING_EVERY_MS;
      soon = false;
      if (!stopped) timer = setTimeout(() => void once(), next);
    };
    void once();
    // Going away or coming back is told at once, not at the next heartbeat.
    const onVisibility = () => {
      if (inFlight) {
        soon = true;
        return;
      }
      clearTimeout(timer);
      void once();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [gameId, pinging]);

  if (measured !== null) return measured;
  return live && liveAt !== null ? live.serverNow - liveAt : 0;
}

export function JudgeBoard({ gameView }: BoardProps<JudgeGameView>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const gameId = gameView.gameId;
  const active = gameView.status === "ACTIVE";
  const mySeat = gameView.mySeat;
  const stream = useJudgeLive();
  const live = stream.latest?.view.gameId === gameId ? stream.latest : null;
  const view = live?.view ?? null;
  const offset = useServerOffset(gameId, active && mySeat !== null, view, live?.at ?? null);

  // When the reveal reached this page (monotonic clock): the player's own reaction time is measured from it.
  const shownAt = useRef<{ countdown: number; at: number } | null>(null);
  useLayoutEffect(() => {
    if (view?.revealed && shownAt.current?.countdown !== view.countdown)
      shownAt.current = { countdown: view.countdown, at: performance.now() };
  }, [view]);

  const [mine, setMine] = useState<MyJudgeAction | null>(null);
  const act = useMutation(trpc.judge.act.mutationOptions());
  const actRef = useRef(act.mutate);
  const state = useRef({ view, mine });
  useLayoutEffect(() => {
    actRef.current = act.mutate;
    state.current = { view, mine };
  });
  const onAct = useCallback(
    (a: JudgeAct) => {
      const { view: v, mine: m } = state.current;
      if (!v || v.round === null || !canAct(v, m, mySeat)) return;
      const countdown = v.countdown;
      const seen = shownAt.current?.countdown === countdown ? shownAt.current.at : null;
      const reaction = seen === null ? undefined : Math.max(0, performance.now() - seen);
      const sending: MyJudgeAction = { countdown, act: a, state: "sending" };
      state.current.mine = sending;
      setMine(sending);
      actRef.current(
        { gameId, round: v.round, act: a, clientReactionMs: reaction },
        {
          onSuccess: (r) =>
            setMine(
              r.status === "accepted"
                ? { countdown, act: a, state: "accepted", ms: r.effectiveMs }
                : { countdown, act: a, state: "false-start", ignored: r.ignored, message: r.message },
            ),
          onError: (e) => setMine({ countdown, act: a, state: "refused", message: e.message }),
        },
      );
    },
    [gameId, mySeat],
  );

  // Keys: H, J or ↑ hit the opponent's head; D, F or ↓ defend your own.
  useEffect(() => {
    if (!active || mySeat === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (
        target?.closest("input, textarea, select, [contenteditable='true']") ||
        document.querySelector("dialog[open]")
      )
        return;
      const k = e.key.toLowerCase();
      const a: JudgeAct | null =
        k === "h" || k === "j" || k === "arrowup"
          ? "hit"
          : k === "d" || k === "f" || k === "arrowdown"
            ? "defend"
            : null;
      if (!a) return;
      e.preventDefault();
      onAct(a);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, mySeat, onAct]);

  // The live stream is ahead of the game's view (the round was stored): fetch the view if its own stream lags.
  useEffect(() => {
    if (!view || view.seq <= gameView.seq) return;
    const t = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: trpc.game.view.queryKey({ gameId }) }),
      800,
    );
    return () => clearTimeout(t);
  }, [view, gameView.seq, queryClient, trpc, gameId]);

  // Ready before the first round: the server starts the first countdown once every player pressed it.
  const ready = useMutation(trpc.judge.ready.mutationOptions());
  const onReady = useCallback(() => ready.mutate({ gameId }), [ready, gameId]);

  const acting = active && canAct(view && view.seq === gameView.seq ? view : null, mine, mySeat);
  useTurnCue(acting);

  // The "3-2-1" ticks inside the table (its own clock, Date.now() + offset): a tick re-renders only the count and the
  // banner, not this board nor the table's card pictures.
  return (
    <>
      <JudgeTable
        gameView={gameView}
        live={view}
        mine={mine}
        onAct={onAct}
        onReady={onReady}
        readying={ready.isPending || ready.isSuccess}
        connected={!active || stream.status === "pending"}
        clockOffset={offset}
      />
      <JudgeLeaveGuard
        armed={active && mySeat !== null && view?.phase !== "over"}
        graceMs={view?.awayLimitMs ?? null}
      />
    </>
  );
}
