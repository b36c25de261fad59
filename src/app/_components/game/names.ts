// Players' names in place of the engine's seat numbers, side labels for teams, and signed numbers for scores.
import { useMemo } from "react";
import { useDigits } from "~/app/_lib/use-digits";
import { listFormat } from "~/lib/list-format";
import type { BoardPlayer } from "./types";

/**
 * The reader's words around players' names: what a seat or a team is called when no player's name is known ("Seat 2",
 * "Team 1"), and how names are joined ("Aiko and Chie", "Aiko、Chie").
 */
export interface Unnamed {
  /** `n` counts from 1. */
  seat: (n: number) => string;
  team: (n: number) => string;
  list: (names: readonly string[]) => string;
}

/** The words for names in `locale`, from a translator of its Board catalog. */
export function unnamedIn(t: (key: "seatN" | "teamN", values: { n: number }) => string, locale: string): Unnamed {
  const names = listFormat(locale);
  return { seat: (n) => t("seatN", { n }), team: (n) => t("teamN", { n }), list: (list) => names.format(list) };
}

export function seatName(
  players: readonly Pick<BoardPlayer, "seat" | "displayName">[],
  seat: number,
  unnamed: Unnamed,
): string {
  return players.find((p) => p.seat === seat)?.displayName ?? unnamed.seat(seat + 1);
}

/** A side's name: the player, or its players for a team ("Aiko and Chie", "Aiko、Chie"). */
export function sideName(
  players: readonly BoardPlayer[],
  teams: readonly (readonly number[])[] | null,
  side: number,
  unnamed: Unnamed,
): string {
  if (!teams) return seatName(players, side, unnamed);
  const seats = teams[side] ?? [];
  return seats.length ? unnamed.list(seats.map((s) => seatName(players, s, unnamed))) : unnamed.team(side + 1);
}

/**
 * Engine texts name seats by number ("seat 2 wins the round", "Pays … to seat 0", "team 1 (seats 0, 2)");
 * this puts the players' names in their place.
 */
export function withNames(
  text: string,
  players: readonly BoardPlayer[],
  teams: readonly (readonly number[])[] | null,
  unnamed: Unnamed,
): string {
  return text
    .replace(/\b[Tt]eam (\d+) \(seats [\d, and]+\)/g, (_, t: string) =>
      sideName(players, teams, Number(t) - 1, unnamed),
    )
    .replace(/\b[Ss]eats ((?:\d+)(?:(?:, | and )\d+)*)/g, (_, list: string) =>
      unnamed.list(list.split(/, | and /).map((n) => seatName(players, Number(n), unnamed))),
    )
    .replace(
      /\b([Ss])eat (\d+)('s)?/g,
      (_, _s: string, n: string, poss: string | undefined) => `${seatName(players, Number(n), unnamed)}${poss ?? ""}`,
    );
}

const MINUS = "\u2212";

/** How a number's digits are written: as they are, or in the page's language ("1,500", "1.500"). */
type Digits = (n: number) => string;

/** "+15", "−20", "0"; "+1.500" with `digits` in German. */
export function signed(n: number, digits: Digits = String): string {
  if (n > 0) return `+${digits(n)}`;
  if (n < 0) return `${MINUS}${digits(-n)}`;
  return "0";
}

/** "−20" with a real minus sign; positive numbers as they are (by `digits`). */
export function num(n: number, digits: Digits = String): string {
  return n < 0 ? `${MINUS}${digits(-n)}` : digits(n);
}

/** signed and num with the page's language's digits: "+1,200" in English, "+1.200" in German, "+1 200" in French. */
export function useNumberText(): { signed: (n: number) => string; num: (n: number) => string } {
  const digits = useDigits();
  return useMemo(() => ({ signed: (n) => signed(n, digits), num: (n) => num(n, digits) }), [digits]);
}

/** Colours for sides in charts and badges (up to 10 seats in Sutda). */
export const SIDE_COLOURS = [
  "#9e1b1e",
  "#263a66",
  "#2f5d3a",
  "#c79a2b",
  "#7a3e8e",
  "#d2452b",
  "#3f7f8c",
  "#8a5a2b",
  "#5b6b2f",
  "#b03a6a",
] as const;

export function sideColour(side: number): string {
  return SIDE_COLOURS[side % SIDE_COLOURS.length]!;
}
