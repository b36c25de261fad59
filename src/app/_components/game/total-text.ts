// A game's total in words, by its registry entry: apart from names.ts, which the entries' own parts import.
import { findGameClient } from "~/app/_games/registry";
import { plural } from "~/engine/core/plural";
import { signed } from "./names";

/** A game's final total as players read it: chips held ("107 chips", not "+107") or points won ("+15"). */
export function totalText(game: string, total: number): string {
  return findGameClient(game)?.result.totals === "chips" ? `${plural(total, "chip")}` : signed(total);
}
