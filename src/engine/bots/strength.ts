// What each bot level measurably does, per game, from the duplicate-deal benchmark (`npm run bench:bots -- --only
// duplicate`): the figures live in strength.json, with the deals, seed and commit that produced them, so the level
// picker says no more than was measured. A level "beats" another only when the 95% CI of its lead is above zero.
import type { BotLevel } from "./types";
import data from "./strength.json";

/** What one scored unit is: a round, a settled hand (Sutda), a match (Judge). */
export type StrengthUnit = "round" | "hand" | "match";

/** One line of the duplicate table: `measured` against `other`, each deal played from every seating. */
export interface StrengthLine {
  game: string;
  players: number;
  measured: BotLevel;
  other: BotLevel;
  unit: StrengthUnit;
  /**
   * Deals (game seeds), each played once per seating. "duplicate": the duplicate table, CI over deals; "rotated
   * seats": the older strong-vs-heuristic lines, the same seating rotation with a CI over rounds (approximate).
   */
  deals: number;
  /** Rounds (hands, matches) scored over all deals and seatings. */
  units: number;
  /** The measured level's mean lead per unit over the others' mean, and its 95% CI over deals. */
  lead: number;
  ci: [number, number];
  /** Share of units the measured level won alone (best score, no tie); null where the run did not count it. */
  winShare: number | null;
  /** The strong level's playouts per move, when it plays in the line. */
  playouts: number | null;
  seed: string;
  commit: string;
  date: string;
  method: "duplicate" | "rotated seats";
}

const LEVELS: readonly BotLevel[] = ["random", "heuristic", "strong"];
const UNITS: readonly StrengthUnit[] = ["round", "hand", "match"];
const METHODS: readonly StrengthLine["method"][] = ["duplicate", "rotated seats"];

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`strength.json: ${what} "${value}" is not one of ${allowed.join(", ")}`);
  return found;
}

/** The data file's lines, checked as they load: known levels, units and methods, a low and a high bound. */
export const STRENGTH_LINES: readonly StrengthLine[] = data.lines.map((line) => {
  const [low, high] = line.ci;
  if (low === undefined || high === undefined) throw new Error(`strength.json: ${line.game} needs a CI of two bounds`);
  return {
    ...line,
    measured: oneOf(LEVELS, line.measured, "level"),
    other: oneOf(LEVELS, line.other, "level"),
    unit: oneOf(UNITS, line.unit, "unit"),
    method: oneOf(METHODS, line.method, "method"),
    ci: [low, high],
  };
});

/** What the picker can honestly say of a level in a game. */
export type LevelStrength =
  | { kind: "any-move" }
  | { kind: "wins-share"; share: number; unit: StrengthUnit; against: BotLevel }
  | { kind: "wins-almost-all"; unit: StrengthUnit; against: BotLevel }
  | { kind: "leads"; lead: number; unit: StrengthUnit; against: BotLevel }
  | { kind: "like"; level: BotLevel }
  | { kind: "unmeasured" };

function lineFor(game: string, players: number, measured: BotLevel, other: BotLevel): StrengthLine | undefined {
  const lines = STRENGTH_LINES.filter((l) => l.game === game && l.measured === measured && l.other === other);
  // The table size measured nearest the one asked for (a 3-player Sakura table reads the 2-player line).
  return lines.sort(
    (a, b) => Math.abs(a.players - players) - Math.abs(b.players - players) || a.players - b.players,
  )[0];
}

/** The share won alone from which "wins about 3 rounds in 5" says more than the lead does. */
const WINS_SAY_IT = 0.6;

/** Whether the line shows the measured level ahead: its lead's 95% CI lies above zero. */
export const measurablyAhead = (l: StrengthLine): boolean => l.ci[0] > 0;

/**
 * The measured strength of `level` in `game` at `players` seats: the heuristic by how often it beats random play,
 * the strong level by its lead over the heuristic, or "like the heuristic" where that lead is not measurable.
 */
export function levelStrength(game: string, players: number, level: BotLevel): LevelStrength {
  if (level === "random") return { kind: "any-move" };
  const against: BotLevel = level === "heuristic" ? "random" : "heuristic";
  const l = lineFor(game, players, level, against);
  if (!l) return { kind: "unmeasured" };
  if (!measurablyAhead(l)) return { kind: "like", level: against };
  // Wins say it in a player's words where they clearly agree with the score; a level that wins about as many
  // rounds but more points (bolder calls, bigger pots) is told by its lead.
  if (l.winShare !== null && l.winShare >= 0.95) return { kind: "wins-almost-all", unit: l.unit, against };
  if (l.winShare !== null && l.winShare >= WINS_SAY_IT)
    return { kind: "wins-share", share: l.winShare, unit: l.unit, against };
  return { kind: "leads", lead: l.lead, unit: l.unit, against };
}

/** A share as "about `won` in `of`" with a small denominator (0.69 → 2 in 3, 0.76 → 3 in 4). */
export function aboutInN(share: number): { won: number; of: number } {
  let best = { won: 1, of: 2 };
  let bestCost = Infinity;
  for (let of = 2; of <= 10; of++) {
    const won = Math.round(share * of);
    if (won < 1 || won >= of) continue;
    // A larger denominator must earn its place: half a point of accuracy per step.
    const cost = Math.abs(share - won / of) + 0.005 * of;
    if (cost < bestCost) {
      bestCost = cost;
      best = { won, of };
    }
  }
  return best;
}
