// A game played in the browser with the engine, for the board harness: the same GameView the server builds
// (playerView + legalMoves + rounds with explanations), with seeded random moves to reach any moment of a game.
import { parseOptionValues, type OptionValue } from "~/engine/core/options";
import { Rng } from "~/engine/core/rng";
import type { AnyRuleset, GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { clientOf } from "~/app/_games/registry";
import { movesSinceTurn, withRecent, type LoggedMove } from "~/lib/move-log";
import { byGame, type BoardGameView, type BoardMove, type BoardPlayer } from "../../_components/game/types";

export const NAMES = ["Aiko", "Botan", "Chie", "Daichi", "Emi", "Fumio", "Gin", "Hana", "Isamu", "Jun"];

export interface LocalSetup {
  game: GameName;
  players: number;
  /** Index into ruleset.teamLayouts(players), or null for no teams. */
  teamLayout: number | null;
  options: Record<string, OptionValue>;
  seed: string;
  /** A first dealer given rather than drawn (as tournaments do); absent: the engine draws it. */
  firstDealer?: number;
}

export interface LocalGame {
  ruleset: AnyRuleset;
  setup: LocalSetup;
  teams: number[][] | null;
  state: unknown;
  seq: number;
  lastMove: LoggedMove | Omit<LoggedMove, "seq"> | null;
  recentMoves: LoggedMove[];
  rng: Rng;
}

export function newLocalGame(setup: LocalSetup): LocalGame | { error: string } {
  const ruleset = getRuleset(setup.game);
  if (!ruleset) return { error: `no game ${setup.game}` };
  const options = parseOptionValues(ruleset.optionSpecs, setup.options, setup.game);
  if (!options.ok) return { error: options.error.message };
  const layouts = ruleset.teamLayouts(setup.players);
  const teams = setup.teamLayout === null ? null : (layouts[setup.teamLayout] ?? null);
  const checked = ruleset.validateSetup({ players: setup.players, teams, options: options.value });
  if (!checked.ok) return { error: checked.error.message };
  const started = ruleset.newGame(
    checked.value,
    setup.seed,
    setup.firstDealer !== undefined ? { firstDealer: setup.firstDealer } : undefined,
  );
  if (!started.ok) return { error: started.error.message };
  return {
    ruleset,
    setup,
    teams: teams ? teams.map((t) => [...t]) : null,
    state: started.value,
    seq: 0,
    lastMove: null,
    recentMoves: [],
    rng: Rng.fromSeed(`moves:${setup.seed}`),
  };
}

export function applyLocal(g: LocalGame, move: BoardMove, byStandIn = false): LocalGame | { error: string } {
  const text = g.ruleset.describeMove(g.state, move);
  const phrase = g.ruleset.phraseMove?.(g.state, move);
  const r = g.ruleset.applyMove(g.state, move);
  if (!r.ok) return { error: r.error.message };
  const lastMove = { seat: move.seat, text, ...(phrase ? { phrase } : {}), byStandIn };
  return {
    ...g,
    state: r.state,
    seq: g.seq + 1,
    lastMove,
    recentMoves: withRecent(g.recentMoves, [{ seq: g.seq + 1, ...lastMove }]),
  };
}

export function toAct(g: LocalGame): number[] {
  return g.ruleset.phase(g.state) === "playing" ? [...g.ruleset.toAct(g.state)] : [];
}

/** A seeded random legal move of the first seat to act, or null when nobody can move. */
export function randomMove(g: LocalGame): BoardMove | null {
  const seat = toAct(g)[0];
  if (seat === undefined) return null;
  const legal = g.ruleset.legalMoves(g.state, seat) as BoardMove[];
  if (legal.length === 0) return null;
  const own = clientOf(g.setup.game).dev.randomMove;
  if (own) return own(legal, g.rng.nextUint32() % 100);
  return legal[g.rng.nextUint32() % legal.length]!;
}

export function playRandom(g: LocalGame, until: (g: LocalGame) => boolean, limit = 5000): LocalGame {
  let cur = g;
  for (let i = 0; i < limit && !until(cur); i++) {
    const m = randomMove(cur);
    if (!m) break;
    const next = applyLocal(cur, m);
    if ("error" in next) break;
    cur = next;
  }
  return cur;
}

export function roundCount(g: LocalGame): number {
  return g.ruleset.roundSummaries(g.state).length;
}

export function gameView(
  g: LocalGame,
  seat: number | null,
  opts: { deadlineAt?: Date | null; standIn?: number | null } = {},
): BoardGameView {
  const rs = g.ruleset;
  const over = rs.phase(g.state) === "game-over";
  const acting = toAct(g);
  const players: BoardPlayer[] = Array.from({ length: g.setup.players }, (_, s) => ({
    seat: s,
    userId: `u${s}`,
    displayName: NAMES[s] ?? `Player ${s + 1}`,
    team: g.teams ? g.teams.findIndex((t) => t.includes(s)) : null,
    standIn: opts.standIn === s,
    timeouts: opts.standIn === s ? 1 : 0,
    forfeited: false,
  }));
  const rounds = rs.roundSummaries(g.state).map((sum, i) => {
    const explanation = rs.explainRound(g.state, i);
    return {
      index: i,
      scores: [...sum.scores],
      yaku: sum.yaku.map((y) => [...y]),
      winner: sum.winner,
      cancelled: sum.cancelled,
      explanation,
      explained: explanation !== null,
    };
  });
  return {
    gameId: `dev-${g.setup.game}-${g.setup.seed}`,
    gameTitle: rs.title,
    seq: g.seq,
    status: over ? "FINISHED" : "ACTIVE",
    mySeat: seat,
    players,
    teams: g.teams,
    ...byGame(rs.boardView(rs.playerView(g.state, seat))),
    legalMoves: seat !== null && acting.includes(seat) ? ([...rs.legalMoves(g.state, seat)] as BoardMove[]) : [],
    toAct: acting,
    deadlineAt: over ? null : (opts.deadlineAt ?? null),
    timeControl: { kind: "per_move", seconds: 600 },
    rounds,
    totals: [...rs.totals(g.state)],
    winner: rs.winner(g.state),
    lastMove: g.lastMove,
    recentMoves: movesSinceTurn(g.recentMoves, seat, acting),
  };
}
