// A game's total in words, by its traits (any game's: lists of games of every kind): apart from names.ts, which the
// entries' own parts import.
import { findGameTraits } from "~/app/_games/traits";
import { plural } from "~/engine/core/plural";
import { signed } from "./names";

/** A game's final total as players read it: chips held ("107 chips", not "+107") or points won ("+15"). */
export function totalText(game: string, total: number): string {
  return findGameTraits(game)?.result.totals === "chips" ? `${plural(total, "chip")}` : signed(total);
}
