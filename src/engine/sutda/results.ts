// The public result of a finished round object, built once when it ends (views only hand it out):
// the cards that were laid face up or shown, the hand names shown, the summary and the explanation.

import { cardCode, type CardCode } from "../core/cards";
import type { RoundExplanation, RoundSummary } from "../core/ruleset";
import { explainDetail } from "./explain";
import type { RoundDetail } from "./state";

export interface SutdaRoundResult {
  round: number;
  hand: number;
  rematch: boolean;
  outcome: "fold" | "showdown" | "rematch";
  rematchReason: "tie" | "gusa" | "meongteongguri_gusa" | null;
  summary: RoundSummary;
  /** First cards laid face up between the auctions (null: not shown). */
  firstUp: (CardCode | null)[];
  /** Hands shown at the showdown (null: folded, or not dealt in). */
  shown: (CardCode[] | null)[];
  handNames: (string | null)[];
  explanation: RoundExplanation;
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

// Built on first use and shared by every later state and view (details are immutable).
const CACHE = new WeakMap<RoundDetail, Readonly<SutdaRoundResult>>();

/** The public result of a finished round object (frozen: every view shares it). */
export function roundResultOf(d: RoundDetail, summary: RoundSummary): Readonly<SutdaRoundResult> {
  const cached = CACHE.get(d);
  if (cached) return cached;
  const result = buildResult(d, summary);
  CACHE.set(d, result);
  return result;
}

/**
 * Bots' determinization (determinize.ts): a finished round object rebuilt from a player view is a
 * stand-in detail that shows exactly the result the view had. Registers it; no effect on play.
 */
export function rememberRoundResult(d: RoundDetail, result: Readonly<SutdaRoundResult>): void {
  CACHE.set(d, result);
}

function buildResult(d: RoundDetail, summary: RoundSummary): Readonly<SutdaRoundResult> {
  return deepFreeze({
    round: d.round,
    hand: d.hand,
    rematch: d.rematch,
    outcome: d.outcome,
    rematchReason: d.rematchReason,
    summary: { ...summary, scores: summary.scores.slice(), yaku: summary.yaku.map((y) => y.slice()) },
    firstUp: d.firstUp.map((c) => (c === null ? null : cardCode(c))),
    shown: d.shown.map((c) => (c ? [cardCode(c[0]), cardCode(c[1])] : null)),
    handNames: d.handNames.map((x, s) => (d.shown[s] ? x : null)),
    explanation: explainDetail(d),
  });
}
