"use client";
// A stored game's replay: replay.get, then the model — a finished game's record folded here with the engine (every
// view, and the fairness check from the revealed seed), or a game in play as the server made it for the caller's seat.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo } from "react";
import { isAnalysable } from "~/engine/bots/types";
import type { FullReplay, ReplayView } from "~/server/views/replay";
import { PlayerLink } from "../../_components/player/player-link";
import { useTRPC } from "../../_lib/trpc";
import type { FairnessInput } from "../_lib/fairness";
import { replayFileOf } from "../_lib/record-file";
import { modelFromRecord } from "../_lib/record-model";
import { clampStep, modelFromSeatReplay, parsePerspective, roundLabels, type ReplayModel } from "../_lib/replay-model";
import { ReplayRatings } from "../_components/replay-ratings";
import { ForfeitNote } from "../_components/forfeit-note";
import { ReplayViewer } from "../_components/replay-viewer";

function build(r: ReplayView): { model: ReplayModel } | { error: string } {
  if (r.kind === "seat") return { model: modelFromSeatReplay(r) };
  const built = modelFromRecord(r.record, {
    gameId: r.gameId,
    players: r.players,
    standInMoves: r.standInMoves,
    startFacts: r.startFacts,
  });
  if (!built.ok) return { error: `The game's record does not replay here (${built.error.message}).` };
  return { model: built.model };
}

function fairnessOf(r: FullReplay, model: ReplayModel): FairnessInput | null {
  const f = model.recordFacts;
  if (!f) return null;
  return {
    ...f,
    seed: r.seed,
    commitment: r.seedCommitment,
    firstDealer: r.firstDealer,
    roundLabels: roundLabels(model),
  };
}

const date = (d: Date | string | null) =>
  d ? new Date(d).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }) : "";

export function ReplayScreen({ gameId, move, seat }: { gameId: string; move: string | null; seat: string | null }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.replay.get.queryOptions({ gameId }, { staleTime: Infinity, retry: false }));
  const r = query.data;
  const built = useMemo(() => (r ? build(r) : null), [r]);
  const model = built && "model" in built ? built.model : null;
  const fairness = useMemo(() => (r && r.kind === "full" && model ? fairnessOf(r, model) : null), [r, model]);
  const exportFile = useMemo(
    () =>
      r && r.kind === "full"
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

  if (query.isPending) return <p className="text-ink-soft">Folding the moves…</p>;
  if (query.isError)
    return (
      <div className="panel p-6" role="alert">
        <h1 className="text-2xl font-semibold">This replay cannot be shown</h1>
        <p className="mt-2 text-ink-soft">{query.error.message}</p>
        {query.error.data?.code === "UNAUTHORIZED" ? (
          <Link
            href={`/sign-in?callbackUrl=${encodeURIComponent(`/replays/${gameId}`)}`}
            className="btn btn-primary mt-4"
          >
            Sign in
          </Link>
        ) : (
          <Link href="/replays" className="btn btn-primary mt-4">
            All replays
          </Link>
        )}
      </div>
    );
  if (!r || !model)
    return (
      <p role="alert" className="field-error">
        {built && "error" in built ? built.error : "This replay could not be built."}
      </p>
    );

  // each name a link to the player's page, joined as the title always read ("Aiko vs Botan")
  const playerNames = r.players.map((p, i) => (
    <span key={p.seat}>
      {i > 0 ? (r.teams ? ", " : " vs ") : null}
      <PlayerLink userId={p.userId}>{p.displayName}</PlayerLink>
    </span>
  ));
  const last = model.steps.length - 1;
  return (
    <ReplayViewer
      key={r.gameId}
      model={model}
      initialStep={clampStep(model, move, r.kind === "full" ? 0 : last)}
      initialPerspective={parsePerspective(model, seat)}
      sharePath={`/replays/${encodeURIComponent(r.gameId)}`}
      fairness={fairness}
      fairnessUnavailable={
        r.kind === "seat" ? "The seed stays secret until the game is over; the check runs then." : undefined
      }
      exportFile={exportFile}
      viewerSeat={r.mySeat}
      result={r.kind === "full" && r.status === "FINISHED" ? { winner: r.winner, endReason: r.endReason } : null}
      analysis={r.kind === "full" && r.status === "FINISHED" && isAnalysable(r.game) ? { gameId: r.gameId } : null}
      details={
        <div className="space-y-1" data-testid="replay-details">
          <p className="text-sm text-ink-soft">
            {r.status === "ACTIVE"
              ? "In play"
              : r.status === "ABORTED"
                ? "Abandoned"
                : r.endReason === "forfeit"
                  ? "Finished (forfeit)"
                  : r.endReason === "resign"
                    ? "Finished (resigned)"
                    : "Finished"}
            {" · started "}
            {date(r.createdAt)}
            {r.finishedAt ? ` · ended ${date(r.finishedAt)}` : ""}
            {" · "}
            {/* the links underlined: beni next to ink-soft is not told apart by colour alone */}
            <Link href={`/table/${r.tableId}`} className="underline">
              the table
            </Link>
            {r.tournament ? (
              <>
                {" · "}
                <Link href={`/tournaments/${r.tournament.id}`} className="underline" data-testid="replay-tournament">
                  {r.tournament.name}, round {r.tournament.round}
                </Link>
              </>
            ) : null}
          </p>
          {r.ratings ? <ReplayRatings players={r.players} ratings={r.ratings} /> : null}
          {r.kind === "full" && (r.endReason === "forfeit" || r.endReason === "resign") ? (
            <ForfeitNote players={r.players} resigned={r.endReason === "resign"} noMoves={last === 0} />
          ) : null}
          {r.kind === "seat" ? (
            <p
              className="rounded-lg border border-ai/30 bg-ai/5 px-3 py-2 text-sm text-ai"
              data-testid="seat-replay-note"
            >
              This game is still being played.{" "}
              {r.seat === null ? "You see what any spectator saw" : "You see it as your seat has seen it"} so far; the
              whole game, every hand and the shuffle check open when it is over.
            </p>
          ) : null}
        </div>
      }
    >
      {/* the title on one line (on a phone without the kicker; the facts under the board), so the board fits the first screen */}
      <header className="flex items-baseline gap-3">
        <p className="shrink-0 text-sm font-semibold tracking-[0.18em] text-beni uppercase max-lg:hidden">Replay</p>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold lg:text-2xl" data-testid="replay-title">
          {r.gameTitle}: {playerNames}
        </h1>
      </header>
    </ReplayViewer>
  );
}
