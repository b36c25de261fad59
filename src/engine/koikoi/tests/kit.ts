// Test helpers for Koi-Koi: setups, positions built from card codes, explicit deals completed with the unused cards.

import { ALL_CARDS, parseCard, type CardId } from "../../core/cards";
import type { OptionValues } from "../../core/options";
import type { MatchSetup, RoundExplanation } from "../../core/ruleset";
import type { KoikoiDealJson } from "../deal";
import { koikoiRuleset as R } from "../ruleset";
import type { KoikoiRound, KoikoiState } from "../state";
import type { Yaku, YakuKey } from "../yaku";

export { R };

/** Options as test data gives them (the engine checks them). */
export type TestOptions = Readonly<Record<string, unknown>>;

export function setupOf(options: TestOptions = {}): MatchSetup {
  const v = R.validateSetup({ players: 2, teams: null, options: options as OptionValues });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

export const ids = (codes: readonly string[]): CardId[] =>
  codes.map((c) => {
    const id = parseCard(c);
    if (id === undefined) throw new Error(`not a card: ${c}`);
    return id;
  });

export const yakuList = (m: Record<string, number>): Yaku[] =>
  Object.entries(m).map(([key, points]) => ({ key: key as YakuKey, points }));

export interface PositionSpec {
  dealer: number;
  turn: number;
  hands: string[][];
  field: string[];
  pile: string[];
  captured?: string[][];
  calls?: number[];
  atLastCall?: Record<string, number>[];
  index?: number;
  dealtField?: string[];
}

/** A state in play at the start of `turn`'s turn, built from the spec (cards need not add up to the deck). */
export function position(spec: PositionSpec, options: TestOptions = {}): KoikoiState {
  const state = R.newGameAwaitingDeal(setupOf(options));
  const hands = spec.hands.map(ids);
  const field = ids(spec.field);
  const pile = ids(spec.pile);
  const round: KoikoiRound = {
    index: spec.index ?? 0,
    dealer: spec.dealer,
    deal: { hands, field: ids(spec.dealtField ?? spec.field), pile },
    hands,
    field,
    pile,
    pileTop: 0,
    captured: (spec.captured ?? [[], []]).map(ids),
    step: "play",
    turn: spec.turn,
    calls: spec.calls ?? [0, 0],
    atLastCall: (spec.atLastCall ?? [{}, {}]).map(yakuList),
    offered: [],
    lastMove: null,
    moveCount: 0,
  };
  return { ...state, phase: "playing", dealt: [{ dealer: spec.dealer, deal: null }], round };
}

/** Plays `moves` in order, failing the test on the first refused one. */
export function play(state: KoikoiState, moves: readonly unknown[]): KoikoiState {
  let s = state;
  for (const m of moves) {
    const next = R.applyMove(s, m);
    if (!next.ok) throw new Error(`${JSON.stringify(m)} refused: ${next.error.message}`);
    s = next.state;
  }
  return s;
}

/** A full deal from given hands and field: the pile is every other card in id order. */
export function completeDeal(hands: string[][], field: string[]): KoikoiDealJson {
  const used = new Set(ids([...hands.flat(), ...field]));
  const pile = ALL_CARDS.filter((c) => !used.has(c)).map((c) => `M${String((c >> 2) + 1).padStart(2, "0")}-${c & 3}`);
  return { hands, field, pile };
}

/**
 * Seat 1 takes its fifth animal beside Boar-Deer-Butterfly (5 + 2 more animals, or fewer with a shorter `captured`)
 * and stops after seat 0's call (or the `calls` given): the round's explanation.
 */
export function inoshikachoStop(
  options: TestOptions = {},
  { calls = [1, 0], captured = ["M07-0", "M10-0", "M06-0", "M02-0"], dealtField = ["M04-2", "M10-2"] } = {},
): RoundExplanation {
  const s = position(
    {
      dealer: 0,
      turn: 1,
      hands: [["M12-2"], ["M04-0", "M09-2"]],
      field: ["M04-2", "M10-2"],
      pile: ["M07-2", "M01-3"],
      captured: [["M12-3"], captured],
      calls,
      dealtField,
    },
    options,
  );
  const done = play(s, [
    { seat: 1, play: "M04-0" },
    { seat: 1, draw: true },
    { seat: 1, koikoi: false },
  ]);
  return R.explainRound(done, done.finished.length - 1)!;
}
