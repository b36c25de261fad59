// A live game's state is a fold of its moves over its seeded start: newGame(setup, seed, { firstDealer }), then
// applyMove for each move in order. The server folds stored moves with it (and caches the result by seq); a fold
// may also start from a later state, since moves are append-only and an earlier state is a prefix of the truth.
import type { Phrase } from "./phrase";
import type { AnyRuleset, MatchSetup } from "./ruleset";

/** A move as stored: its position (seq, from 1), its seat, the move itself and whether the stand-in made it. */
export interface FoldedMove {
  seq: number;
  seat: number;
  payload: unknown;
  byStandIn: boolean;
}

/** A move with the words describeMove gives it on the state it was played on. */
export interface DescribedMove {
  seq: number;
  seat: number;
  text: string;
  /** The words as data for the app's catalogs (phraseMove), where the game gives them. */
  phrase?: Phrase;
  byStandIn: boolean;
}

export type FoldResult =
  { ok: true; state: unknown; described: DescribedMove[] } | { ok: false; seq: number; message: string };

/** The state a live game starts from; an error message when the setup or the first dealer is refused. */
export function liveStart(
  ruleset: AnyRuleset,
  setup: MatchSetup,
  seed: string,
  firstDealer: number | null,
): { ok: true; state: unknown } | { ok: false; message: string } {
  const start = ruleset.newGame(setup, seed, firstDealer !== null ? { firstDealer } : undefined);
  return start.ok ? { ok: true, state: start.value } : { ok: false, message: start.error.message };
}

/**
 * `moves` folded over `state`; the last `describeLast` of them are described (the earlier ones of a long fold need
 * no words). Stops at the first move the rules refuse.
 */
export function foldMoves(
  ruleset: AnyRuleset,
  state: unknown,
  moves: readonly FoldedMove[],
  describeLast: number,
): FoldResult {
  const described: DescribedMove[] = [];
  const firstDescribed = moves.length - describeLast;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const next = ruleset.applyMove(state, m.payload);
    if (!next.ok) return { ok: false, seq: m.seq, message: next.error.message };
    if (i >= firstDescribed) {
      const phrase = ruleset.phraseMove?.(state, m.payload);
      described.push({
        seq: m.seq,
        seat: m.seat,
        text: ruleset.describeMove(state, m.payload),
        ...(phrase ? { phrase } : {}),
        byStandIn: m.byStandIn,
      });
    }
    state = next.state;
  }
  return { ok: true, state, described };
}
