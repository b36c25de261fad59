"use client";
// A stored game's replay: replay.get, then the model — a finished game's record folded here with the engine (every
// view, and the fairness check from the revealed seed), or a game in play as the server made it for the caller's seat.
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { isAnalysable } from "~/engine/bots/analysable";
import type { FullReplay, ReplayView } from "~/server/views/replay";
import { PlayerLink } from "../../_components/player/player-link";
import { CannotShow } from "../../_components/ui/cannot-show";
import { useQuery, useTRPC } from "../../_lib/trpc";
import type { FairnessInput } from "../_lib/fairness";
import { replayFileOf } from "../_lib/record-file";
import { modelFromRecord } from "../_lib/record-model";
import { clampStep, modelFromSeatReplay, parsePerspective, type ReplayModel } from "../_lib/replay-model";
import { ReplayRatings } from "../_components/replay-ratings";
import { ForfeitNote } from "../_components/forfeit-note";
import { ReplayViewer } from "../_components/replay-viewer";
import { useGameTitle } from "~/app/_games/use-game-title";
import { WHEN } from "../_lib/when";

function build(r: ReplayView): { model: ReplayModel } | { error: string } {
  // `error`: the engine's reason the record does not fold, said inside the page's own sentence
  if (r.kind === "seat") return { model: modelFromSeatReplay(r) };
  const built = modelFromRecord(r.record, {
    gameId: r.gameId,
    players: r.players,
    standInMoves: r.standInMoves,
    startFacts: r.startFacts,
  });
  if (!built.ok) return { error: built.error.message };
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
  };
}

export function ReplayScreen({ gameId, move, seat }: { gameId: string; move: string | null; seat: string | null }) {
  const t = useTranslations("Replay");
  const format = useFormatter();
  const titleOf = useGameTitle();
  const date = (d: Date | string) => format.dateTime(new Date(d), WHEN);
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

  if (query.isPending) return <p className="text-ink-soft">{t("folding")}</p>;
  if (query.isError) {
    const signIn = query.error.data?.code === "UNAUTHORIZED";
    return (
      <CannotShow
        title={t("cannotShow")}
        reason={query.error.message}
        href={signIn ? `/sign-in?callbackUrl=${encodeURIComponent(`/replays/${gameId}`)}` : "/replays"}
        link={signIn ? t("signIn") : t("allReplays")}
      />
    );
  }
  if (!r || !model)
    return (
      <p role="alert" className="field-error">
        {built && "error" in built ? t("recordFails", { reason: built.error }) : t("notBuilt")}
      </p>
    );

  // each name a link to the player's page, joined as the title always read ("Aiko vs Botan")
  const playerNames = r.players.map((p, i) => (
    <span key={p.seat}>
      {i > 0 ? (r.teams ? ", " : ` ${t("versus")} `) : null}
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
      fairnessUnavailable={r.kind === "seat" ? t("seedSecret") : undefined}
      exportFile={exportFile}
      viewerSeat={r.mySeat}
      result={r.kind === "full" && r.status === "FINISHED" ? { winner: r.winner, endReason: r.endReason } : null}
      analysis={r.kind === "full" && r.status === "FINISHED" && isAnalysable(r.game) ? { gameId: r.gameId } : null}
      details={
        <div className="space-y-1" data-testid="replay-details">
          <p className="text-sm text-ink-soft">
            {t("state", {
              state:
                r.status === "ACTIVE" || r.status === "ABORTED"
                  ? r.status
                  : r.endReason === "forfeit" || r.endReason === "resign"
                    ? r.endReason
                    : "finished",
            })}
            {" · "}
            {t("started", { date: date(r.createdAt) })}
            {r.finishedAt ? ` · ${t("ended", { date: date(r.finishedAt) })}` : ""}
            {" · "}
            {/* the links underlined: beni next to ink-soft is not told apart by colour alone */}
            <Link href={`/table/${r.tableId}`} className="underline">
              {t("theTable")}
            </Link>
            {r.tournament ? (
              <>
                {" · "}
                <Link href={`/tournaments/${r.tournament.id}`} className="underline" data-testid="replay-tournament">
                  {t("tournamentRound", { name: r.tournament.name, round: r.tournament.round })}
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
              {t("seatNote", { spectator: r.seat === null ? "yes" : "no" })}
            </p>
          ) : null}
        </div>
      }
    >
      {/* the title on one line (on a phone without the kicker; the facts under the board), so the board fits the first screen */}
      <header className="flex items-baseline gap-3">
        <p className="shrink-0 text-sm font-semibold tracking-[0.18em] text-beni uppercase max-lg:hidden">
          {t("kicker")}
        </p>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold lg:text-2xl" data-testid="replay-title">
          {titleOf(r.game)}: {playerNames}
        </h1>
      </header>
    </ReplayViewer>
  );
}
