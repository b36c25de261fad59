"use client";
// The board harness (development only): a game played in the browser with the engine, seen from any seat, to
// click through whole rounds without a server. The URL picks the moment:
//   /dev/boards?game=sakura&players=3&seed=a&seat=0&at=choice&auto=1
//   at = start | choice | draw-choice | special | wild | round-end | match-end | moves:N ; seat = 0..n-1 | follow ; rounds = N
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import type { GameName } from "~/engine/core/ruleset";
import { clientOf, gameClient } from "~/app/_games/registry";
import { GameBoard } from "../../_components/game/game-board";
import { offerFrom } from "../../_components/game/move-selection";
import type { BoardMove } from "../../_components/game/types";
import {
  applyLocal,
  gameView,
  newLocalGame,
  playRandom,
  randomMove,
  roundCount,
  toAct,
  type LocalGame,
} from "./local-game";

export interface HarnessParams {
  game: GameName;
  players: number;
  teams: number | null;
  seed: string;
  seat: number | "follow";
  at: string;
  auto: boolean;
  rounds: number | null;
  standIn: number | null;
  pending: boolean;
}

function optionsFor(p: HarnessParams): Record<string, string | number | boolean> {
  if (p.rounds === null) return {};
  return gameClient(p.game).dev.roundsOptions(p.rounds);
}

function seatOf(p: HarnessParams, g: LocalGame): number {
  return p.seat === "follow" ? (toAct(g)[0] ?? 0) : p.seat;
}

function hasChoice(g: LocalGame, seat: number, kind: "any" | "draw" | "special" | "wild"): boolean {
  if (!toAct(g).includes(seat)) return false;
  const offer = offerFrom(g.ruleset.legalMoves(g.state, seat) as BoardMove[]);
  if (kind === "draw") return offer.draws.length > 1;
  if (kind === "special") return offer.specials.length > 0;
  if (kind === "wild") return [...offer.plays.values()].some((o) => o.length > 3);
  const own = clientOf(g.setup.game).dev.hasChoice;
  if (own) return own(g.ruleset.boardView(g.ruleset.playerView(g.state, seat)) as never);
  return offer.draws.length > 1 || [...offer.plays.values()].some((o) => o.length > 1);
}

/** The position of the scenario, and a last move to play once the board is on screen (so the result dialog opens). */
function prepare(p: HarnessParams): { game: LocalGame; finalMove: BoardMove | null } | { error: string } {
  const g0 = newLocalGame({
    game: p.game,
    players: p.players,
    teamLayout: p.teams,
    options: optionsFor(p),
    seed: p.seed,
  });
  if ("error" in g0) return g0;
  const seat = (g: LocalGame) => seatOf(p, g);
  if (p.at === "choice" || p.at === "draw-choice" || p.at === "special" || p.at === "wild") {
    const kind = p.at === "draw-choice" ? "draw" : p.at === "special" ? "special" : p.at === "wild" ? "wild" : "any";
    return { game: playRandom(g0, (g) => hasChoice(g, seat(g), kind)), finalMove: null };
  }
  if (p.at === "round-end" || p.at === "match-end") {
    let g = g0;
    for (let i = 0; i < 20000; i++) {
      const m = randomMove(g);
      if (!m) break;
      const next = applyLocal(g, m);
      if ("error" in next) break;
      const done =
        p.at === "round-end"
          ? roundCount(next) > roundCount(g) && !next.ruleset.roundSummaries(next.state).at(-1)?.cancelled
          : toAct(next).length === 0;
      if (done) return { game: g, finalMove: m };
      g = next;
    }
    return { game: g, finalMove: null };
  }
  const n = p.at.startsWith("moves:") ? Number(p.at.slice(6)) : 0;
  let count = 0;
  return { game: playRandom(g0, () => count++ >= n), finalMove: null };
}

/** At least one random move, then more until `stop`. */
function afterMoves(g: LocalGame, stop: (g: LocalGame) => boolean): LocalGame {
  let first = true;
  return playRandom(g, (x) => {
    if (first) {
      first = false;
      return false;
    }
    return stop(x) || toAct(x).length === 0;
  });
}

const SCENARIOS: { label: string; q: string }[] = [
  { label: "Sakura 2p", q: "game=sakura&players=2" },
  { label: "Sakura 3p choice", q: "game=sakura&players=3&at=choice" },
  { label: "Sakura hiki", q: "game=sakura&players=3&at=special&seat=follow" },
  { label: "Sakura 7p hiki", q: "game=sakura&players=7&at=special&seat=follow" },
  { label: "Sakura Gaji", q: "game=sakura&players=2&at=wild&seat=follow" },
  { label: "Sakura 2v2", q: "game=sakura&players=4&teams=0&at=moves:9" },
  { label: "Sakura round end", q: "game=sakura&players=3&at=round-end&rounds=3" },
  { label: "Sakura match end", q: "game=sakura&players=2&at=match-end&rounds=3" },
  { label: "SFJ 3p", q: "game=sfj&players=3&at=moves:6" },
  { label: "SFJ draw choice", q: "game=sfj&players=3&at=draw-choice&seat=follow" },
  { label: "SFJ four of a month", q: "game=sfj&players=2&at=special&seat=follow&seed=z" },
  { label: "SFJ round end", q: "game=sfj&players=3&at=round-end&rounds=6" },
  { label: "Mushi", q: "game=mushi&players=2&at=moves:5" },
  { label: "Mushi four (redeal)", q: "game=mushi&players=2&at=special&seat=follow&seed=u" },
  { label: "Mushi Lightning", q: "game=mushi&players=2&at=wild&seat=follow" },
  { label: "Mushi match end", q: "game=mushi&players=2&at=match-end&rounds=6" },
  { label: "Sutda 4p", q: "game=sutda&players=4" },
  { label: "Sutda 2nd auction", q: "game=sutda&players=3&at=choice" },
  { label: "Sutda showdown", q: "game=sutda&players=3&at=round-end&seed=b" },
  { label: "Sutda game end", q: "game=sutda&players=3&at=match-end&rounds=4" },
];

export default function Harness({ params }: { params: HarnessParams }) {
  const prepared = useMemo(() => prepare(params), [params]);
  const [game, setGame] = useState<LocalGame | null>("error" in prepared ? null : prepared.game);
  const [error, setError] = useState<string | null>("error" in prepared ? prepared.error : null);
  const [deadlineAt] = useState(() => new Date(Date.now() + 9 * 60_000 + 41_000));
  const [pending, setPending] = useState(false);
  const finalMove = "error" in prepared ? null : prepared.finalMove;

  // The scenario's last move, a moment after the board is shown: the round ends "live".
  useEffect(() => {
    if (!finalMove) return;
    const t = setTimeout(() => {
      setGame((g) => {
        if (!g) return g;
        const next = applyLocal(g, finalMove);
        return "error" in next ? g : next;
      });
    }, 500);
    return () => clearTimeout(t);
  }, [finalMove]);

  // Opponents play random legal moves when `auto` is on.
  const seat = game ? seatOf(params, game) : 0;
  const waiting = game !== null && params.auto && toAct(game).length > 0 && !toAct(game).includes(seat);
  useEffect(() => {
    if (!waiting) return;
    const t = setTimeout(() => {
      setGame((g) => {
        if (!g) return g;
        const m = randomMove(g);
        if (!m) return g;
        const next = applyLocal(g, m, params.standIn === m.seat);
        return "error" in next ? g : next;
      });
    }, 700);
    return () => clearTimeout(t);
  }, [waiting, game, params.standIn]);

  const onMove = (move: BoardMove) => {
    if (!game) return;
    setPending(true);
    // A short delay, as a server round trip would take.
    setTimeout(() => {
      const next = applyLocal(game, move);
      if ("error" in next) setError(next.error);
      else {
        setGame(next);
        setError(null);
      }
      setPending(false);
    }, 120);
  };

  const view = game ? gameView(game, seat, { deadlineAt, standIn: params.standIn }) : null;
  return (
    <div className="space-y-4">
      <nav aria-label="Scenarios" className="flex flex-wrap gap-1.5 text-sm" data-testid="scenarios">
        {SCENARIOS.map((s) => (
          <Link
            key={s.q}
            href={`/dev/boards?${s.q}`}
            className="rounded-full border border-paper-edge bg-white/70 px-2.5 py-1 no-underline hover:bg-paper-deep"
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {game ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span>
            seed <code>{params.seed}</code> · seq {game.seq} · viewing seat {seat}
          </span>
          <button
            type="button"
            className="btn btn-quiet min-h-8 px-2 py-0.5 text-sm"
            onClick={() => setGame((g) => (g ? afterMoves(g, () => true) : g))}
          >
            Random move
          </button>
          <button
            type="button"
            className="btn btn-quiet min-h-8 px-2 py-0.5 text-sm"
            onClick={() => setGame((g) => (g ? afterMoves(g, (x) => toAct(x).includes(seatOf(params, x))) : g))}
          >
            Play until my turn
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-beni">
          {error}
        </p>
      ) : null}
      {view ? <GameBoard gameView={view} onMove={onMove} pending={pending || params.pending} /> : null}
    </div>
  );
}
