// GameView: a game as one seat (or a spectator, seat null) sees it. Everything about the game state comes from the
// engine's playerView and legalMoves for that seat; the seed appears only once the game is over.
import { roundResults, type RoundResult } from "~/engine/core/round-results";
import { movesSinceTurn } from "~/lib/move-log";
import { DomainError } from "../errors";
import { roundViews, type EngineView, type GameMove, type GameView, type RoundResultView } from "../views/game";
import { gameOutcome } from "./outcome";
import { markGameView } from "../views/transformer";
import { MomentCache } from "./moment-cache";
import type { LoadedGame } from "./loaded-game";
import { storedTimeControl } from "./time-control";

/** The seat `userId` holds in the game, null for a spectator of a public table; refuses others. */
export function viewerSeat(game: Pick<LoadedGame, "seats" | "table">, userId: string): number | null {
  const seat = game.seats.find((s) => s.userId === userId);
  if (seat) return seat.seat;
  if (game.table.visibility !== "PUBLIC") throw new DomainError("FORBIDDEN", "gamePrivateTableOnly");
  return null;
}

// What the engine derives from one state, kept while the state is new: a move's state is viewed by the mover's
// answer and by every stream of the game in this process within milliseconds, the mover's own stream asking the same
// seat's view as the answer. Not kept with the state: a state lives until its game's next move (seconds to days), and
// views kept that long outlive the young generation's collections and are marked in the old one with it.
interface Derived {
  rounds?: RoundResult[];
  viewRounds?: RoundResultView[];
  totals?: number[];
  views: Map<number | null, EngineView>;
  legal: Map<number, GameMove[]>;
  /** The whole view per seat, for whoever asks at the same moment of the same game (sameMoment). */
  gameViews: Map<number | null, GameView>;
}
// Within a moment, what is kept is as good as new; past it, a client would see a kept view's clocks stand still.
const MOMENT_MS = 250;
const derived = new MomentCache<object, Derived>(MOMENT_MS);

function derivedOf(state: unknown): Derived | null {
  if (typeof state !== "object" || state === null) return null;
  return derived.get(state, () => ({ views: new Map(), legal: new Map(), gameViews: new Map() }));
}

function memo<K, V>(map: Map<K, V> | undefined, key: K, make: () => V): V {
  if (!map) return make();
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

/** The game's finished rounds, each with its explanation. */
export function roundResultsOf(game: Pick<LoadedGame, "ruleset" | "state">): RoundResult[] {
  const d = derivedOf(game.state);
  if (!d) return roundResults(game.ruleset, game.state);
  return (d.rounds ??= roundResults(game.ruleset, game.state));
}

/** Finished round `index` of `game` with its explanation (game.round: what a view leaves out). */
export function finishedRound(game: Pick<LoadedGame, "ruleset" | "state">, index: number): RoundResultView {
  const rounds = roundResultsOf(game);
  const round = rounds[index];
  if (!round)
    throw new DomainError("BAD_REQUEST", "noSuchFinishedRound", {
      field: "index",
      params: { count: rounds.length, round: index },
    });
  return roundViews([round], false)[0]!;
}

/**
 * The view of `game` for `mySeat` at `now`. A view made for the same seat of the same game less than a moment ago
 * is given again (the mover's answer and the mover's own stream, every spectator): its clocks are as they were at
 * its serverTime, which the client reads them against.
 */
export function buildGameView(game: LoadedGame, mySeat: number | null, now: Date): GameView {
  const d = derivedOf(game.state);
  const kept = d?.gameViews.get(mySeat);
  if (kept && sameMoment(kept, game, now)) return kept;
  const view = makeGameView(game, mySeat, now, d);
  d?.gameViews.set(mySeat, view);
  return view;
}

/** Whether `view` shows `game` as it is (the state is the same object: derivedOf's key) at `now`. */
function sameMoment(view: GameView, game: LoadedGame, now: Date): boolean {
  const age = now.getTime() - view.serverTime.getTime();
  if (age < 0 || age >= MOMENT_MS) return false;
  if (view.gameId !== game.id || view.seq !== game.seq || view.status !== game.status) return false;
  if (view.endReason !== game.endReason || view.deadlineAt?.getTime() !== game.deadlineAt?.getTime()) return false;
  if (view.players.length !== game.seats.length) return false;
  return game.seats.every((s, i) => {
    const p = view.players[i]!;
    return (
      p.seat === s.seat &&
      p.userId === s.userId &&
      p.displayName === s.displayName &&
      p.forfeited === s.forfeited &&
      p.resigned === s.resigned &&
      p.standIn === s.standIn &&
      p.timeouts === s.timeouts
    );
  });
}

function makeGameView(game: LoadedGame, mySeat: number | null, now: Date, d: Derived | null): GameView {
  const { ruleset, state } = game;
  const active = game.status === "ACTIVE";
  const tc = storedTimeControl(game.table.timeControl);
  const toAct = active ? [...ruleset.toAct(state)] : [];
  const me = mySeat === null ? undefined : game.seats.find((s) => s.seat === mySeat);
  const mayMove = active && me !== undefined && !me.forfeited && toAct.includes(me.seat) && !ruleset.traits.realTime;
  const forfeited = new Set(game.seats.filter((s) => s.forfeited).map((s) => s.seat));
  const elapsed = game.turnStartedAt ? Math.max(0, now.getTime() - game.turnStartedAt.getTime()) : 0;
  return markGameView({
    gameId: game.id,
    tableId: game.tableId,
    game: ruleset.game,
    gameTitle: ruleset.title,
    seq: game.seq,
    status: game.status,
    endReason: game.endReason,
    mySeat,
    players: game.seats.map((s) => ({
      seat: s.seat,
      userId: s.userId,
      displayName: s.displayName,
      bot: s.botLevel,
      team: s.team,
      standIn: s.standIn,
      timeouts: s.timeouts,
      forfeited: s.forfeited,
      resigned: s.resigned,
      bankSeconds:
        tc?.kind === "bank" && s.bankMs !== null
          ? Math.max(0, Math.floor((s.bankMs - (toAct.includes(s.seat) ? elapsed : 0)) / 1000))
          : null,
    })),
    teams: game.matchSetup.teams ? game.matchSetup.teams.map((t) => [...t]) : null,
    view: memo(d?.views, mySeat, () => ruleset.boardView(ruleset.playerView(state, mySeat)) as EngineView),
    legalMoves: mayMove ? memo(d?.legal, mySeat!, () => [...ruleset.legalMoves(state, mySeat!)] as GameMove[]) : [],
    toAct,
    deadlineAt: active ? game.deadlineAt : null,
    timeControl: tc,
    seedCommitment: game.seedCommitment,
    seed: active ? null : game.seed,
    rounds: d ? (d.viewRounds ??= roundViews(roundResultsOf(game), true)) : roundViews(roundResultsOf(game), true),
    totals: d ? (d.totals ??= [...ruleset.totals(state)]) : [...ruleset.totals(state)],
    winner: game.status === "FINISHED" ? gameOutcome(ruleset, state, game.matchSetup, forfeited).winner : null,
    lastMove: game.lastMove,
    recentMoves: movesSinceTurn(game.recentMoves, mySeat, toAct),
    serverTime: now,
  });
}
