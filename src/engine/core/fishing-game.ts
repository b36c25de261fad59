// The life of a fishing game played round by round (Koi-Koi, Season's Flowers): a live game's first dealer and
// deals from the generator in its state, the checks before a record's round, the checks before a move, and the
// bookkeeping of a finished round. What differs (the first-dealer rule, the deal, how a round begins and how it
// is scored) is the game's, given as a `FishingLife`.

import type { DealerDraw } from "./first-dealer-draws";
import type { AnyFishingState } from "./fishing-state";
import { err, type EngineError } from "./result";
import { Rng } from "./rng";

/** What a game gives the shared life of its games. */
export interface FishingLife<S extends AnyFishingState, D> {
  /** A live game's first-dealer draw: the dealer and every attempt. */
  drawFirstDealer(rng: Rng, state: S): { dealer: number; draws: DealerDraw[][] };
  /** A live game's deal by `dealer`, from the generator. */
  deal(rng: Rng, state: S, dealer: number): D;
  /** `state` with a round begun from `deal` (and the deal kept in `dealt`). */
  beginRound(state: S, dealer: number, deal: D): S;
}

/**
 * A live game from `empty` (a game awaiting its first deal): the first-dealer draw (skipped for a given
 * `firstDealer`, a checked seat: no draws are shown then) and every deal come from the seed's generator.
 */
export function newLiveFishingGame<S extends AnyFishingState, D>(
  life: FishingLife<S, D>,
  empty: S,
  seed: string,
  firstDealer: number | null,
): S {
  const rng = Rng.fromSeed(seed);
  const first = firstDealer === null ? life.drawFirstDealer(rng, empty) : { dealer: firstDealer, draws: [] };
  const deal = life.deal(rng, empty, first.dealer);
  return life.beginRound({ ...empty, rng: rng.state(), dealerDraws: first.draws }, first.dealer, deal);
}

/**
 * Keeps the finished round `done` (scoring `scores`, `round` as it ended), then deals the next round by
 * `nextDealer` (live), waits for a deal (record), or ends the game after the config's rounds.
 */
export function afterFishingRound<S extends AnyFishingState, D>(
  life: FishingLife<S, D>,
  state: S,
  round: NonNullable<S["round"]>,
  done: S["finished"][number],
  scores: readonly number[],
  nextDealer: number,
): S {
  const finished = [...state.finished, done];
  const totals = state.totals.map((t, i) => t + scores[i]!);
  const over = finished.length >= state.config.rounds;
  const next: S = { ...state, finished, totals, round, phase: over ? "game-over" : "awaiting-deal" };
  if (over || state.rng === null) return next;
  const rng = Rng.from(state.rng);
  const deal = life.deal(rng, next, nextDealer);
  return life.beginRound({ ...next, rng: rng.state() }, nextDealer, deal);
}

/** How a game words a record's wrong dealer. */
export interface DealerWording {
  /** The dealer is no seat of the game. */
  readonly notASeat: string;
  /** Why the first deal is `expected`'s ("who won the first-dealer draw"). */
  readonly firstBecause: string;
  /** Why a later deal is `expected`'s ("the dealer moves one seat clockwise every round"). */
  readonly nextBecause: string;
}

/** Why a record's round cannot start now with `dealer` (the rules give `expected`, or any seat when null), or null. */
export function recordDealerError(
  state: AnyFishingState,
  dealer: number | null,
  players: number,
  expected: number | null,
  wording: DealerWording,
): { ok: false; error: EngineError } | null {
  if (state.phase !== "awaiting-deal")
    return err(
      "not-awaiting-deal",
      state.phase === "game-over" ? "the game is over" : "the current round is not finished",
    );
  if (dealer === null || !Number.isInteger(dealer) || dealer < 0 || dealer >= players)
    return err("bad-dealer", wording.notASeat);
  if (expected !== null && dealer !== expected)
    return err(
      "bad-dealer",
      state.round === null
        ? `the dealer of the first deal must be seat ${expected}, ${wording.firstBecause}, not ${dealer}`
        : `the dealer must be seat ${expected} (${wording.nextBecause}), not ${dealer}`,
    );
  return null;
}

/** `raw` parsed by the game's `parse` when a round is in play and it is the mover's turn; else the error. */
export function moveInTurn<M extends { readonly seat: number }>(
  state: AnyFishingState,
  raw: unknown,
  parse: (raw: unknown) => { ok: true; move: M } | { ok: false; error: EngineError },
): { ok: true; move: M } | { ok: false; error: EngineError } {
  if (state.phase !== "playing" || state.round === null)
    return err("not-playing", state.phase === "game-over" ? "the game is over" : "no round is being played");
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  const turn = state.round.turn;
  const seat = parsed.move.seat;
  if (seat !== turn) return err("not-your-turn", `it is seat ${turn}'s move, not seat ${seat}'s`);
  return parsed;
}
