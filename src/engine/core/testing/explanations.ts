// Test support for the round explanations: seeded random games played to their end, and what a page would need to
// say each of their lines in every language (a phrase or a yaku's catalog term for every step, a phrase for every
// note; src/i18n/testing/say-everywhere.ts says each one through the catalogs).

import type { Phrase } from "../phrase";
import { Rng } from "../rng";
import type { AnyEngineRuleset, MatchSetup, RoundExplanation } from "../ruleset";

/** Every round explanation of a game played with seeded random legal moves until it ends (or `limit` moves). */
export function explanationsOfRandomGame(
  ruleset: AnyEngineRuleset,
  setup: MatchSetup,
  seed: string,
  limit = 20_000,
): RoundExplanation[] {
  const started = ruleset.newGame(setup, seed);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const rng = Rng.fromSeed(`moves:${seed}`);
  for (let i = 0; i < limit && ruleset.phase(state) === "playing"; i++) {
    const seat = ruleset.toAct(state)[0];
    if (seat === undefined) break;
    const legal = ruleset.legalMoves(state, seat);
    if (legal.length === 0) break;
    const next = ruleset.applyMove(state, legal[rng.nextUint32() % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  const out: RoundExplanation[] = [];
  for (let i = 0; ; i++) {
    const e = ruleset.explainRound(state, i);
    if (!e) return out;
    out.push(e);
  }
}

/** The lines of `e` a page could only show in English: steps without a phrase or a yaku term, notes without a phrase. */
export function unphrased(e: RoundExplanation): string[] {
  const out: string[] = [];
  for (const s of e.sides) for (const st of s.steps) if (!st.phrase && !st.yaku?.term) out.push(st.label);
  e.notes.forEach((n, i) => {
    if (!e.notePhrases?.[i]) out.push(n);
  });
  return out;
}

/** Every phrase of `e`, steps and notes. */
export function phrasesOf(e: RoundExplanation): Phrase[] {
  const steps = e.sides.flatMap((s) => s.steps.flatMap((st) => (st.phrase ? [st.phrase] : [])));
  return [...steps, ...(e.notePhrases ?? []).filter((p): p is Phrase => p !== null)];
}
