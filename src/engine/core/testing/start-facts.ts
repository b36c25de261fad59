// The start facts (Ruleset.startFacts / withStartFacts) of a game that draws for its first dealer: a record game
// given the live game's draws shows them at every position as the live game did, and without them knows none.
// One check, run by each such game; `draws` reads the draws from that game's view.
import { expect } from "vitest";
import { foldRecord, parseRecord, recordFromMoves } from "../../record";
import { playRandomMoves } from "./random-game";
import type { MatchSetup, Ruleset } from "../ruleset";

export const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A game state that keeps its first-dealer draws. */
type Drawn = { readonly dealerDraws: readonly unknown[] | null };

/** A seed whose live game has a start fact of `attempts` first-dealer attempts, found by trying seeds in order. */
function seedWithAttempts<S extends Drawn>(R: Ruleset<S>, setup: MatchSetup, attempts: number): string {
  for (let i = 0; i < 3000; i++) {
    const g = R.newGame(setup, `fd-${i}`);
    if (g.ok && g.value.dealerDraws?.length === attempts) return `fd-${i}`;
  }
  throw new Error(`no seed with ${attempts} attempts`);
}

/** Random legal moves from the live game, at most `max`. */
export function randomMoves<S>(R: Ruleset<S>, start: S, seed: string, max: number): unknown[] {
  return playRandomMoves(R, start, seed, max).moves;
}

/**
 * A written record (through JSON) folded with the given start facts: every state it passes through (each deal, thrown-in
 * ones too, then each move) and the last.
 */
export function recordStates<S>(record: unknown, facts: unknown = null): { states: S[]; final: S } {
  const parsed = parseRecord(json(record));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const states: S[] = [];
  const folded = foldRecord<S>(
    parsed.value,
    { onRoundStart: (_r, s) => states.push(s), onMove: (_r, _m, _b, a) => states.push(a) },
    facts,
  );
  if (!folded.ok) throw new Error(folded.error.message);
  return { states, final: folded.value };
}

/**
 * Plays `maxMoves` random moves of a live game whose draw took `attempts` attempts, writes its record and folds it back with the live game's
 * start facts: every position shows the same draws to every seat and a spectator. Folded without them, the record
 * alone knows no draws.
 */
export function expectDrawsAtEveryPosition<S extends Drawn, M, V>(
  R: Ruleset<S, M, V>,
  setup: MatchSetup,
  attempts: number,
  maxMoves: number,
  draws: (view: V) => unknown,
): void {
  const seed = seedWithAttempts(R, setup, attempts);
  const live = R.newGame(setup, seed);
  if (!live.ok) throw new Error(live.error.message);
  const facts = json(R.startFacts!(live.value)) as { draws: unknown[]; dealer: number };
  expect(facts.draws).toEqual(json(draws(R.playerView(live.value, null))));
  expect(facts.draws).toHaveLength(attempts);
  expect(facts.dealer).toBe(R.dealtRounds(live.value)[0]!.dealer);

  const moves = randomMoves(R, live.value, `${seed}/moves`, maxMoves);
  const names = ["A", "B", "C", "D"].slice(0, setup.players);
  const written = recordFromMoves(R as Ruleset, setup, seed, names, moves);
  if (!written.ok) throw new Error(written.message);
  const folded = recordStates<S>(written.record, facts);
  expect(folded.states.length).toBe(written.record.rounds.length + moves.length);
  const seats = [...Array.from({ length: setup.players }, (_, s) => s), null];
  for (const s of folded.states) for (const seat of seats) expect(draws(R.playerView(s, seat))).toEqual(facts.draws);
  expect(R.startFacts!(folded.final)).toEqual(facts);
  const seen = recordStates<S>(written.record).states;
  expect(draws(R.playerView(seen[0]!, 0))).toBeNull();
  expect(R.startFacts!(seen[0]!)).toBeNull();
}

/** A record game given a live game's start facts (a draw of one attempt) lets only the draw's winner deal first. */
export function expectFirstDealByDrawWinner<S extends Drawn>(R: Ruleset<S>, setup: MatchSetup): void {
  const live = R.newGame(setup, seedWithAttempts(R, setup, 1));
  if (!live.ok) throw new Error(live.error.message);
  const { dealer: d0, deal } = R.dealtRounds(live.value)[0]!;
  const dealer = d0!;
  const start = R.withStartFacts!(R.newGameAwaitingDeal(setup), R.startFacts!(live.value));
  if (!start.ok) throw new Error(start.error.message);
  expect(R.expectedDealer(start.value)).toBe(dealer);
  const other = (dealer + 1) % setup.players;
  expect(R.startRound(start.value, other, deal)).toEqual({
    ok: false,
    error: {
      code: "bad-dealer",
      message: `the dealer of the first deal must be seat ${dealer}, who won the first-dealer draw, not ${other}`,
    },
  });
  expect(R.startRound(start.value, dealer, deal).ok).toBe(true);
  // without start facts any seat may deal the first round
  expect(R.expectedDealer(R.newGameAwaitingDeal(setup))).toBeNull();
}

/** Each of `bad` (facts, the refusal's words) is refused as draws no fair deck gives, on the undealt game `fresh`. */
export function expectRefusedDraws<S>(R: Ruleset<S>, fresh: S, bad: readonly (readonly [unknown, string])[]): void {
  for (const [facts, message] of bad) {
    const res = R.withStartFacts!(fresh, facts);
    expect(res, JSON.stringify(facts)).toEqual({ ok: false, error: { code: "bad-first-dealer-draws", message } });
  }
}

/** Start facts the game takes. */
export function expectAcceptedDraws<S>(R: Ruleset<S>, fresh: S, facts: unknown): void {
  expect(R.withStartFacts!(fresh, facts)).toMatchObject({ ok: true });
}

/** A game already dealt takes no start facts, not even its own. */
export function expectNoFactsOnceDealt<S>(R: Ruleset<S>, setup: MatchSetup): void {
  const live = R.newGame(setup, "dealt");
  if (!live.ok) throw new Error(live.error.message);
  expect(R.withStartFacts!(live.value, R.startFacts!(live.value))).toMatchObject({
    ok: false,
    error: { code: "not-at-start" },
  });
}
