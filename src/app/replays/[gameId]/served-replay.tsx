"use client";
// A stored game's replay, as the server hands it (served.ts): a finished game folded there, with the positions the
// page opens on drawn (the game's own rules load here when another position is asked for, and fold the same record
// for every view and the fairness check from the revealed seed), or a game in play as the server made it for the
// caller's seat. The game's entry (its board, its cards' words) is the only game's on the page. In the browser this
// loads when the reader first acts on the page (replay-screen.tsx), and hydrates the replay the server drew.
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import type { FullReplay, ReplayView } from "~/server/views/replay";
import type { FairnessInput } from "../_lib/fairness";
import { replayFileOf } from "../_lib/record-file";
import { clampStep, modelFromSeatReplay, parsePerspective, type ReplayModel } from "../_lib/replay-model";
import { modelFromServed, type ServedReplay } from "../_lib/served-model";
import { ReplayRatings } from "../_components/replay-ratings";
import { ReplayFacts } from "./replay-facts";
import { ReplayTitle } from "./replay-title";
import { ForfeitNote } from "../_components/forfeit-note";
import { ReplayViewer } from "../_components/replay-viewer";
import { GameEntry } from "~/app/_games/game-entry";
import { loadGameRules } from "~/app/_games/game-rules";
import { useHydrated } from "~/app/_lib/use-hydrated";
import type { ServedPage } from "./served";

type ServedReplayPage = Extract<ServedPage, { kind: "replay" }>;

export interface ServedReplayViewProps {
  page: ServedReplayPage;
  narrow: boolean;
  /** Called once the replay has hydrated (or mounted). */
  onHydrated: () => void;
}

/** The replay with its game's entry; `onHydrated` once it is here. */
export function ServedReplayView({ page, narrow, onHydrated }: ServedReplayViewProps) {
  return (
    <GameEntry game={page.replay.game}>
      <Replay page={page} narrow={narrow} />
      <Hydrated onHydrated={onHydrated} />
    </GameEntry>
  );
}

/**
 * After its siblings' effects (the viewer's keys listening) once they have drawn as hydrated (their controls enabled,
 * the screen's layout): the replay is live.
 */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated();
  }, [hydrated, onHydrated]);
  return null;
}

/**
 * The record folded in this browser with the game's own rules and the fold (both loaded now, neither needed for the
 * first paint): the served model's every other frame.
 */
async function foldHere(r: FullReplay): Promise<ReplayModel> {
  const [rules, { modelFromRecordWith }] = await Promise.all([loadGameRules(r.game), import("../_lib/record-model")]);
  const built = modelFromRecordWith(
    r.record,
    { gameId: r.gameId, players: r.players, standInMoves: r.standInMoves, startFacts: r.startFacts },
    (game) => (rules && game === rules.game ? rules : undefined),
  );
  if (!built.ok) throw new Error(built.error.message);
  return built.model;
}

function modelOf(r: ReplayView, served: ServedReplay | null): ReplayModel | null {
  if (r.kind === "seat") return modelFromSeatReplay(r);
  return served ? modelFromServed(served, () => foldHere(r)) : null;
}

function fairnessOf(r: FullReplay, model: ReplayModel): FairnessInput | null {
  const f = model.recordFacts;
  if (!f) return null;
  return {
    ...f,
    seed: r.seed,
    commitment: r.seedCommitment,
    firstDealer: r.firstDealer,
  };
}

function Replay({ page, narrow }: { page: ServedReplayPage; narrow: boolean }) {
  const t = useTranslations("Replay");
  const r = page.replay;
  const model = useMemo(() => modelOf(r, page.served), [r, page.served]);
  // The fairness check runs once the game's rules are here, whatever brought them (the reader acting on the page,
  // a step, the check coming into view): with them here it costs little, and a check asked for is never left waiting.
  const [fairness, setFairness] = useState<FairnessInput | null>(null);
  useEffect(() => {
    if (!model?.loaded || r.kind !== "full") return;
    let live = true;
    void model.loaded.then(() => {
      if (live) setFairness(fairnessOf(r, model));
    });
    return () => {
      live = false;
    };
  }, [model, r]);
  const exportFile = useMemo(
    () =>
      r.kind === "full"
        ? replayFileOf({
            gameId: r.gameId,
            seedCommitment: r.seedCommitment,
            seed: r.seed,
            firstDealer: r.firstDealer,
            startFacts: r.startFacts,
            record: r.record,
          })
        : null,
    [r],
  );

  if (!model)
    return (
      <p role="alert" className="field-error">
        {page.foldError ? t("recordFails", { reason: page.foldError }) : t("notBuilt")}
      </p>
    );

  const last = model.steps.length - 1;
  return (
    <ReplayViewer
      key={r.gameId}
      model={model}
      initialStep={clampStep(model, page.move, r.kind === "full" ? 0 : last)}
      initialPerspective={parsePerspective(model, page.seat)}
      sharePath={`/replays/${encodeURIComponent(r.gameId)}`}
      fairness={fairness}
      onFairnessWanted={r.kind === "full" ? model.load : undefined}
      narrowAtFirst={narrow}
      fairnessUnavailable={r.kind === "seat" ? t("seedSecret") : undefined}
      exportFile={exportFile}
      viewerSeat={r.mySeat}
      result={r.kind === "full" && r.status === "FINISHED" ? { winner: r.winner, endReason: r.endReason } : null}
      analysis={page.analysable ? { gameId: r.gameId } : null}
      details={
        <div className="space-y-1" data-testid="replay-details">
          <ReplayFacts r={r} />
          {r.ratings ? <ReplayRatings players={r.players} ratings={r.ratings} /> : null}
          {r.kind === "full" && (r.endReason === "forfeit" || r.endReason === "resign") ? (
            <ForfeitNote players={r.players} resigned={r.endReason === "resign"} noMoves={last === 0} />
          ) : null}
          {r.kind === "seat" ? (
            <p
              className="rounded-lg border border-ai/30 bg-ai/5 px-3 py-2 text-sm text-ai"
              data-testid="seat-replay-note"
            >
              {t("seatNote", { spectator: r.seat === null ? "yes" : "no" })}
            </p>
          ) : null}
        </div>
      }
    >
      {/* the title on one line, and on a phone on two without the kicker (the facts under the board), so the board fits
          the first screen */}
      <header className="flex items-baseline gap-3">
        <p className="shrink-0 text-sm font-semibold tracking-[0.18em] text-beni uppercase max-lg:hidden">
          {t("kicker")}
        </p>
        <ReplayTitle game={r.game} players={r.players} teams={r.teams !== null} />
      </header>
    </ReplayViewer>
  );
}
