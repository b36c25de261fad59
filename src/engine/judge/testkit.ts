// Helpers shared by Judge's tests and benchmark (pure; not used by the engine itself).

import { ALL_CARDS, cardCode, parseCard, type CardCode } from "../core/cards";
import { parseOptionValues } from "../core/options";
import type { MatchSetup } from "../core/ruleset";
import { JUDGE_OPTION_SPECS } from "./options";
import { laterSeat, monthOfCard } from "./resolve";
import { judgeRuleset } from "./ruleset";
import type { JudgeDealJson } from "./deal";
import type { JudgeMove } from "./move";
import type { JudgeState } from "./state";

export function judgeSetup(options: Record<string, unknown> = {}): MatchSetup {
  const parsed = parseOptionValues(JUDGE_OPTION_SPECS, options, "judge");
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { players: 2, teams: null, options: parsed.value };
}

/**
 * A deal with the given heads and the given cards on top of each pile (top first); the other
 * cards fill the piles in id order, alternately.
 */
export function makeDeal(heads: [CardCode, CardCode], top0: CardCode[] = [], top1: CardCode[] = []): JudgeDealJson {
  const used = new Set([...heads, ...top0, ...top1]);
  if (used.size !== 2 + top0.length + top1.length) throw new Error("makeDeal: a card is given twice");
  const rest = ALL_CARDS.map(cardCode).filter((c) => !used.has(c));
  const p0 = [...top0];
  const p1 = [...top1];
  for (const c of rest) (p0.length < 23 && (p0.length <= p1.length || p1.length >= 23) ? p0 : p1).push(c);
  if (p0.length !== 23 || p1.length !== 23) throw new Error("makeDeal: top lists too long");
  return { heads, piles: [p0, p1] };
}

export function stateFromDeal(deal: JudgeDealJson, options: Record<string, unknown> = {}): JudgeState {
  const s0 = judgeRuleset.newGameAwaitingDeal(judgeSetup(options));
  const started = judgeRuleset.startRound(s0, null, deal);
  if (!started.ok) throw new Error(started.error.message);
  return started.state;
}

export function apply(state: JudgeState, move: unknown): JudgeState {
  const r = judgeRuleset.applyMove(state, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.message}`);
  return r.state;
}

/**
 * A move that gives the round to `winner` (a seat, or null for a pot), whatever the pickets:
 * the later or same month hits (rows 1, S2); the earlier month wins by both defending (row 5);
 * a pot is a successful defence (row 3a) or, same month, both defending (S3).
 */
export function moveForWinner(pickets: readonly [CardCode, CardCode], round: number, winner: 0 | 1 | null): JudgeMove {
  const later = laterSeat([monthOfCard(parseCard(pickets[0])!), monthOfCard(parseCard(pickets[1])!)]);
  if (winner === null) {
    if (later === null)
      return {
        round,
        actions: [
          { seat: 0, act: "defend", ms: 300 },
          { seat: 1, act: "defend", ms: 320 },
        ],
      };
    return {
      round,
      actions: [
        { seat: later, act: "hit", ms: 420 },
        { seat: later === 0 ? 1 : 0, act: "defend", ms: 300 },
      ],
    };
  }
  if (later === null || later === winner) return { round, actions: [{ seat: winner, act: "hit", ms: 300 }] };
  return {
    round,
    actions: [
      { seat: later, act: "defend", ms: 350 },
      { seat: winner, act: "defend", ms: 300 },
    ],
  };
}

/** Plays a script of winners ("A" = seat 0, "B" = seat 1, "P" = pot), one letter per round. */
export function playScript(
  deal: JudgeDealJson,
  script: string,
  options: Record<string, unknown> = {},
): { state: JudgeState; moves: JudgeMove[] } {
  let state = stateFromDeal(deal, options);
  const moves: JudgeMove[] = [];
  for (let i = 0; i < script.length; i++) {
    const ch = script[i];
    const winner = ch === "A" ? 0 : ch === "B" ? 1 : null;
    const move = moveForWinner([deal.piles[0][i]!, deal.piles[1][i]!], i + 1, winner);
    moves.push(move);
    state = apply(state, move);
  }
  return { state, moves };
}

/** Recursively freezes a value (tests check that applyMove never mutates its input). */
export function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}
