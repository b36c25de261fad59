// The stand-in's safe policy for the fishing games (Sakura, SFJ, Mushi, Koi-Koi), from what the seat sees: the
// capture worth the most (the played or drawn card and what it takes, in the game's card values); with no capture,
// lay the card worth the least. Other choices (a hiki, a bid, a dealer, a four to replace or declare, koi-koi) are
// the first legal move the engine lists. Each game hands in its own field, turned card and card values.
import { parseCard } from "./cards";

/** The public cards the policy reads, from a seat's view. */
export interface FishingSight {
  /** The cards on the field. */
  field: readonly string[];
  /** The pile card turned face up for a draw, when the seat can see it. */
  turned: string | null;
  /** Card values by card id. */
  values: readonly number[];
}

type MoveFields = { play?: unknown; draw?: unknown; take?: unknown };

const monthOfCode = (code: string) => ((parseCard(code) ?? 0) >> 2) + 1;

/** What a play or draw move is worth to its seat: card and captures when it captures, else minus the card laid. */
function fishingScore(sight: FishingSight, m: MoveFields): number | null {
  const value = (code: unknown) => (typeof code === "string" ? (sight.values[parseCard(code) ?? -1] ?? 0) : 0);
  const card = typeof m.play === "string" ? m.play : m.draw === true ? sight.turned : null;
  if (card === null) {
    // A draw whose card this seat cannot see yet (no choice to make): neutral.
    return m.draw === true ? 0 : null;
  }
  let taken: readonly string[];
  if (typeof m.take === "string") taken = [m.take];
  else {
    const same = sight.field.filter((c) => monthOfCode(c) === monthOfCode(card));
    taken = same.length === 1 || same.length >= 3 ? same : [];
  }
  if (taken.length === 0) return -1000 - value(card);
  return value(card) + taken.reduce((a, c) => a + value(c), 0);
}

/** The fishing policy's move among `legal` (not empty). */
export function fishingFallbackMove<M>(sight: FishingSight, legal: readonly M[]): M {
  let best: M | null = null;
  let bestScore = -Infinity;
  for (const m of legal) {
    const score = fishingScore(sight, m as MoveFields);
    if (score === null) continue;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? legal[0]!;
}
