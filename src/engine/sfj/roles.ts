// The roles (yaku) of docs/rules/sfj.md: which sets a pile of captured cards holds.

import type { CardId } from "../core/cards";
import type { SfjConfig } from "./options";

export type RoleKey =
  | "five-brights"
  | "four-brights"
  | "boar-deer-butterfly"
  | "red-vases"
  | "blue-vases"
  | "black-tea-and-cake"
  | "japanese-tea-and-sweets";

export interface RoleDef {
  readonly key: RoleKey;
  /** S0's name. */
  readonly label: string;
  /** What each other player pays the holder. */
  readonly pay: number;
}

export const ROLE_DEFS: Readonly<Record<RoleKey, RoleDef>> = {
  "five-brights": { key: "five-brights", label: "Five Brights (Gokō)", pay: 25 },
  "four-brights": { key: "four-brights", label: "Four Brights (Shikō)", pay: 20 },
  "boar-deer-butterfly": { key: "boar-deer-butterfly", label: "Boar, Deer & Butterfly (Inoshikachō)", pay: 15 },
  "red-vases": { key: "red-vases", label: "Red Vases (Akatan)", pay: 10 },
  "blue-vases": { key: "blue-vases", label: "Blue Vases (Aotan)", pay: 10 },
  "black-tea-and-cake": { key: "black-tea-and-cake", label: "Tea Party (Black tea & cake)", pay: 5 },
  "japanese-tea-and-sweets": { key: "japanese-tea-and-sweets", label: "Tea Party (Japanese tea & sweets)", pay: 5 },
};

/** Role keys in the order they are listed (replay output, explanations). */
export const ROLE_ORDER: readonly RoleKey[] = [
  "five-brights",
  "four-brights",
  "boar-deer-butterfly",
  "red-vases",
  "blue-vases",
  "black-tea-and-cake",
  "japanese-tea-and-sweets",
];

/** Cards of the fixed roles (canonical card codes). */
export const FIVE_BRIGHTS_CARDS: readonly CardId[] = [0, 8, 28, 40, 44];
/** The rain bright M11-0 ("Hydrangea in the rain") does not count for Four Brights. */
export const FOUR_BRIGHTS_CARDS: readonly CardId[] = [0, 8, 28, 44];
export const BOAR_DEER_BUTTERFLY_CARDS: readonly CardId[] = [24, 36, 20];
export const RED_VASES_CARDS: readonly CardId[] = [1, 5, 9];
export const BLUE_VASES_CARDS: readonly CardId[] = [21, 33, 37];

/** The cards each role needs under the options (a Tea Party set may be off: null). */
export function roleCards(config: SfjConfig, key: RoleKey): readonly CardId[] | null {
  switch (key) {
    case "five-brights":
      return FIVE_BRIGHTS_CARDS;
    case "four-brights":
      return FOUR_BRIGHTS_CARDS;
    case "boar-deer-butterfly":
      return BOAR_DEER_BUTTERFLY_CARDS;
    case "red-vases":
      return RED_VASES_CARDS;
    case "blue-vases":
      return BLUE_VASES_CARDS;
    case "black-tea-and-cake":
      return config.blackTea;
    case "japanese-tea-and-sweets":
      return config.japaneseTea;
  }
}

/**
 * The roles held by one pile of captured cards. Four Brights is not held on top of Five Brights
 * unless `bright_roles_stack` is on; every other role stacks.
 */
export function rolesOf(config: SfjConfig, captured: readonly CardId[]): RoleKey[] {
  const has = new Uint8Array(48);
  for (const c of captured) has[c] = 1;
  const out: RoleKey[] = [];
  for (const key of ROLE_ORDER) {
    const cards = roleCards(config, key);
    if (cards === null || !cards.every((c) => has[c] === 1)) continue;
    if (key === "four-brights" && !config.brightRolesStack && out.includes("five-brights")) continue;
    out.push(key);
  }
  return out;
}
