// Reading and replaying records: a replay is a fold of the moves over the deals (fold.ts), here with the registry's
// games.

import type { AnyEngineRuleset, RoundSummary } from "../core/ruleset";
import { getEngineRuleset, getRuleset } from "../registry";
import { foldRecord, parseRecordWith, type Parsed, type ParsedRecord, type RulesetLookup } from "./fold";
import type { ReplayOutput, ReplayRoundOutput } from "./types";

export * from "./fold";

/** The lookup of the command line and the engine's own tests: every game the engine plays. */
export const everyEngineGame: RulesetLookup = getEngineRuleset;

/**
 * Checks the document's header (format, game, players, teams, options) without playing it; foldRecord checks the
 * rounds. By default only the games the site offers are known.
 */
export function parseRecord(doc: unknown): Parsed<ParsedRecord>;
export function parseRecord<R extends AnyEngineRuleset>(
  doc: unknown,
  lookup: (game: string) => R | undefined,
): Parsed<ParsedRecord<R>>;
export function parseRecord(doc: unknown, lookup: RulesetLookup = getRuleset): Parsed<ParsedRecord<AnyEngineRuleset>> {
  return parseRecordWith(doc, lookup);
}

// Exactly the keys docs/record-format.md gives (nextDealer but in a real-time game, which has no dealer); a cancelled deal reads scores 0, winner null.
function roundOutput(ruleset: AnyEngineRuleset, s: RoundSummary): ReplayRoundOutput {
  const out: ReplayRoundOutput = { scores: s.scores, yaku: s.yaku, winner: s.winner };
  if (!ruleset.traits.realTime) out.nextDealer = s.nextDealer;
  return out;
}

/** The `hanafuda replay` result for a final state. */
export function replayOutputOf(ruleset: AnyEngineRuleset, state: unknown): ReplayOutput {
  return {
    ok: true,
    game: ruleset.game,
    rounds: ruleset.roundSummaries(state).map((s) => roundOutput(ruleset, s)),
    totals: ruleset.totals(state),
    winner: ruleset.winner(state),
  };
}

/** Replays a record document to the output of `hanafuda replay`. */
export function replayRecord(doc: unknown, lookup: RulesetLookup = getRuleset): ReplayOutput {
  const parsed = parseRecord<AnyEngineRuleset>(doc, lookup);
  if (!parsed.ok) return parsed;
  const folded = foldRecord(parsed.value);
  if (!folded.ok) return folded;
  return replayOutputOf(parsed.value.ruleset, folded.value);
}
