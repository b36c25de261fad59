// Players, teams and seating (docs/rules/sakura.md) and the per-game config derived from a setup.

import { parseOptionValues, type OptionSpec, type OptionValues } from "../core/options";
import { ok, refuse, type Result, type SetupRefusal } from "../core/result";
import { playerCountPhrase } from "../core/player-count-phrase";
import type { MatchSetup, Teams } from "../core/ruleset";
import { decodeRules, SAKURA_OPTION_SPECS, type SakuraRules } from "./options";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 7;

/** Teammates of two sit opposite; teams of three alternate. */
export function sakuraTeamLayouts(players: number): Teams[] {
  if (players === 4)
    return [
      [
        [0, 2],
        [1, 3],
      ],
    ];
  if (players === 6)
    return [
      [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
      [
        [0, 2, 4],
        [1, 3, 5],
      ],
    ];
  return [];
}

/** Hand / field / pile sizes (docs/rules/sakura.md; Oi-bana: 8 each, no field until the finalists are known). */
export interface DealSizes {
  readonly hand: number;
  readonly field: number;
  readonly pile: number;
}

const DEAL_TABLE: Record<number, DealSizes> = {
  2: { hand: 8, field: 8, pile: 24 },
  3: { hand: 7, field: 6, pile: 21 },
  4: { hand: 5, field: 8, pile: 20 },
  5: { hand: 4, field: 8, pile: 20 },
  6: { hand: 3, field: 12, pile: 18 },
  7: { hand: 3, field: 6, pile: 21 },
};

export function dealSizes(players: number, oibana = false): DealSizes {
  if (oibana) return { hand: 8, field: 0, pile: 48 - 8 * players };
  const s = DEAL_TABLE[players];
  if (!s) throw new RangeError(`Sakura has no deal for ${players} players`);
  return s;
}

/** Everything fixed for a game: seats, sides, deal sizes and the decoded rules. */
export interface SakuraConfig {
  readonly setup: MatchSetup;
  readonly players: number;
  readonly teams: readonly (readonly number[])[] | null;
  /** The side (seat, or team index in `teams` order) of each seat. */
  readonly sideOf: readonly number[];
  readonly sides: number;
  readonly sizes: DealSizes;
  readonly rules: SakuraRules;
}

function sameLayout(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  const norm = (t: readonly (readonly number[])[]) =>
    t
      .map((x) => [...x].sort((p, q) => p - q).join(","))
      .sort()
      .join("/");
  return norm(a) === norm(b);
}

const SPEC_BY_NAME: ReadonlyMap<string, OptionSpec> = new Map(SAKURA_OPTION_SPECS.map((spec) => [spec.name, spec]));

/**
 * Fast path for options already parsed (every key present and valid, nothing else): the record
 * module and newGame hand over such objects, and re-parsing them costs more than a whole round.
 */
function completeAndValid(raw: unknown): raw is OptionValues {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return false;
  let n = 0;
  for (const key in raw) {
    const spec = SPEC_BY_NAME.get(key);
    if (!spec) return false;
    const v = (raw as Record<string, unknown>)[key];
    if (spec.kind === "boolean") {
      if (typeof v !== "boolean") return false;
    } else if (spec.kind === "integer") {
      if (typeof v !== "number" || !Number.isInteger(v) || v < spec.min || v > spec.max) return false;
    } else {
      let found = false;
      for (let i = 0; i < spec.values.length; i++) if (spec.values[i]!.value === v) found = true;
      if (!found) return false;
    }
    n++;
  }
  return n === SAKURA_OPTION_SPECS.length;
}

export function validateSakuraSetup(setup: MatchSetup): Result<MatchSetup, SetupRefusal> {
  const n = setup.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS)
    return refuse(
      "bad-players",
      `Sakura is for 2 to 7 players, not ${String(n)}`,
      playerCountPhrase(MIN_PLAYERS, MAX_PLAYERS, n),
    );
  let options = setup.options;
  if (!completeAndValid(options)) {
    const parsed = parseOptionValues(SAKURA_OPTION_SPECS, setup.options, "sakura");
    if (!parsed.ok) return parsed;
    options = parsed.value;
  }
  let teams: number[][] | null = null;
  if (setup.teams !== null && setup.teams !== undefined) {
    const layouts = sakuraTeamLayouts(n);
    if (layouts.length === 0)
      return refuse("bad-teams", `Sakura with ${n} players is played individually: no teams`, {
        key: "noTeamsFor",
        args: { count: n },
      });
    const given = setup.teams;
    // Seat numbers only: "2" would pass the layout comparison below (it joins to the same text) and
    // leave that seat without a side.
    if (!Array.isArray(given) || !given.every((t) => Array.isArray(t) && t.every((x) => Number.isInteger(x))))
      return refuse("bad-teams", "teams must be lists of seat numbers", { key: "teamsSeatNumbers" });
    if (!layouts.some((l) => l !== null && sameLayout(l, given)))
      return refuse(
        "bad-teams",
        `teams must seat teammates ${n === 4 ? "opposite each other: [[0,2],[1,3]]" : "as [[0,3],[1,4],[2,5]] (three teams of two) or [[0,2,4],[1,3,5]] (two teams of three)"}`,
        { key: "teamsSeating", args: { count: n } },
      );
    teams = given.map((t) => [...t]);
  }
  if (options.oibana === "on") {
    if (n < 3 || n > 6) return refuse("bad-option", "Oi-bana is for 3 to 6 players", { key: "oibanaPlayers" });
    if (teams) return refuse("bad-option", "Oi-bana is played individually, without teams", { key: "oibanaTeams" });
    if (options.match_scoring === "victories")
      return refuse("bad-option", "Oi-bana rounds are settled by payments: use cumulative game scoring", {
        key: "oibanaScoring",
      });
  }
  return ok({ players: n, teams, options });
}

/** The config of an already validated setup. */
export function configOf(setup: MatchSetup): SakuraConfig {
  const n = setup.players;
  const teams = setup.teams ? setup.teams.map((t) => [...t]) : null;
  const sideOf: number[] = [];
  for (let s = 0; s < n; s++) sideOf.push(teams ? teams.findIndex((t) => t.includes(s)) : s);
  const rules = decodeRules(setup.options);
  return {
    setup,
    players: n,
    teams,
    sideOf,
    sides: teams ? teams.length : n,
    sizes: dealSizes(n, rules.oibana),
    rules,
  };
}
