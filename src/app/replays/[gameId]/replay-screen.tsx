"use client";
// A stored game's replay page. The server draws the replay (served-replay.tsx) whole; the browser keeps that drawing
// as it is, without its script, until the reader first acts on the page (a tap, a key, a focus, a scroll; or a part
// that works as it is seen comes into view, or the screen wants the other layout): then the replay's script and its
// game's entry load and hydrate it. A press made meanwhile is done once hydrated (wake-on-intent.ts). A page the
// browser draws itself (a link followed within the site) loads the replay at once.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { CannotShow } from "../../_components/ui/cannot-show";
import { preloadGameEntry } from "~/app/_games/game-entry";
import { preloadReplayBoard } from "~/app/_games/replay-boards";
// the boards' styles: the server draws the board, whose script (and so its styles) loads only when the reader acts
import "~/app/_components/cards/cards.css";
import "~/app/_components/game/board.css";
import { preloadMatchSummary } from "../_components/lazy-match-summary";
import { EarlyActsKept } from "../_lib/early-acts";
import { wakeOnIntent, type Waking } from "../_lib/wake-on-intent";
import type { ServedReplayViewProps } from "./served-replay";
import type { ServedPage } from "./served";

const loadView = () => import("./served-replay").then((m) => ({ default: m.ServedReplayView }));

/** Resolved by the reader's first act (at once on the server, which draws the replay whole). */
let woken: () => void = () => undefined;
const wake = new Promise<void>((resolve) => {
  if (typeof window === "undefined") resolve();
  else woken = resolve;
});

const ViewNow = lazy(loadView);
const ViewWhenWoken = lazy(() => wake.then(loadView));

const noSubscription = () => () => {};

export function ReplayScreen({ gameId, page, narrow }: { gameId: string; page: ServedPage; narrow: boolean }) {
  const t = useTranslations("Replay");
  if (page.kind === "refused")
    return (
      <CannotShow
        title={t("cannotShow")}
        reason={page.message}
        href={page.signIn ? `/sign-in?callbackUrl=${encodeURIComponent(`/replays/${gameId}`)}` : "/replays"}
        link={page.signIn ? t("signIn") : t("allReplays")}
      />
    );
  if (page.kind === "missing") return null;
  return <ReplayOnIntent page={page} narrow={narrow} />;
}

function ReplayOnIntent({ page, narrow }: Omit<ServedReplayViewProps, "onHydrated">) {
  // Drawn by the browser (no server drawing to keep): the replay loads at once. Decided on the first render only.
  const drawnHere = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [atOnce] = useState(drawnHere);
  const root = useRef<HTMLDivElement>(null);
  const waking = useRef<Waking | null>(null);
  const game = page.replay.game;
  useEffect(() => {
    if (atOnce || !root.current) return;
    const w = wakeOnIntent(root.current, narrow, () => {
      void preloadGameEntry(game);
      void preloadReplayBoard(game);
      // the match summary's script too: the server's drawing of it is kept until it is here
      void preloadMatchSummary();
      woken();
    });
    waking.current = w;
    return w.stop;
  }, [atOnce, narrow, game]);
  const onHydrated = useCallback(() => waking.current?.hydrated(), []);
  // The same element while the replay waits: anything new under its boundary would make React draw it again itself
  // (the boundary's fallback meanwhile) rather than hydrate the server's drawing.
  const View = atOnce ? ViewNow : ViewWhenWoken;
  const content = useMemo(
    () => (
      <EarlyActsKept value={!atOnce}>
        <Suspense fallback={null}>
          <View page={page} narrow={narrow} onHydrated={onHydrated} />
        </Suspense>
      </EarlyActsKept>
    ),
    [View, atOnce, page, narrow, onHydrated],
  );
  return <div ref={root}>{content}</div>;
}
