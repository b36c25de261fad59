// Every setup an engine refuses (player counts, teams, option values, rules that refuse each other) reaches the
// reader in their language: the walk below asks each game's validateSetup about many setups, right and wrong, and
// each refusal must carry a phrase that every catalog words. A refusal added without a phrase, or with a key the
// catalogs lack, fails here.
import { describe, expect, it } from "vitest";
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import type { GameFacts, MatchSetup, Teams } from "~/engine/core/ruleset";
import { GAME_NAMES } from "~/engine/core/ruleset";
import type { EngineError } from "~/engine/core/result";
import { getGameFacts } from "~/engine/facts";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";
import { serverText } from "../i18n/server-text";

/** Values the spec takes. */
function goodValues(spec: OptionSpec): OptionValue[] {
  if (spec.kind === "enum") return spec.values.map((v) => v.value);
  if (spec.kind === "boolean") return [true, false];
  return [...new Set([spec.min, spec.max, spec.default, ...(spec.suggested ?? [])])];
}

/** Values the spec refuses. */
function badValues(spec: OptionSpec): unknown[] {
  if (spec.kind === "enum") return ["no-such-value", 99, true];
  if (spec.kind === "boolean") return ["yes", 1];
  return [spec.min - 1, spec.max + 1, 1.5, String(spec.default)];
}

/** Raw options: none, not an object, an unknown rule, each rule's wrong values, each rule's values alone and by pairs. */
function optionSets(specs: readonly OptionSpec[]): unknown[] {
  const singles = specs.flatMap((s) => goodValues(s).map((v) => ({ [s.name]: v })));
  const pairs = singles.flatMap((a, i) => singles.slice(i + 1).map((b) => ({ ...a, ...b })));
  return [
    null,
    "gaji",
    [],
    { no_such_rule: true },
    ...specs.flatMap((s) => badValues(s).map((v) => ({ [s.name]: v }))),
    ...singles,
    ...pairs,
  ];
}

/** Team layouts: none, empty, unreadable, and every layout any player count has, for every count. */
function teamSets(facts: GameFacts): unknown[] {
  const layouts = [4, 6].flatMap((n) => facts.teamLayouts(n));
  return [
    null,
    [],
    [[0, "2"]],
    "2v2",
    [
      [0, 1],
      [2, 3],
    ],
    ...layouts,
  ];
}

function refusalsOf(facts: GameFacts): EngineError[] {
  const seen = new Map<string, EngineError>();
  const players = [-1, 0, 1, 2.5, ...Array.from({ length: facts.maxPlayers + 1 }, (_, i) => i + 1)];
  const ask = (setup: MatchSetup) => {
    const v = facts.validateSetup(setup);
    if (!v.ok) seen.set(JSON.stringify([v.error.code, v.error.phrase ?? v.error.message]), v.error);
  };
  for (const options of optionSets(facts.optionSpecs))
    for (const n of players)
      for (const teams of teamSets(facts))
        ask({ players: n, teams: teams as Teams, options: options as MatchSetup["options"] });
  return [...seen.values()];
}

const refusals = GAME_NAMES.map((game) => ({ game, refused: refusalsOf(getGameFacts(game)!) }));

describe("the engines' setup refusals", () => {
  it.each(refusals)("$game: each carries a phrase that every language words", ({ game, refused }) => {
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error.phrase, `${game}: "${error.message}" has no phrase`).toBeDefined();
      for (const locale of LOCALES) {
        const words = serverText(locale, "Errors", "rulesConflict", { conflict: { conflict: error.phrase!, game } });
        const where = `${game} in ${locale}: ${JSON.stringify(error.phrase)}`;
        expect(words, where).not.toBe(error.phrase!.key);
        expect(words, where).not.toMatch(/[{}]|undefined/);
        if (locale !== "en") expect(words, where).not.toBe(error.message);
      }
    }
  });

  it("walk every sentence of the catalog (the walk reaches every kind of refusal)", () => {
    const keys = new Set(refusals.flatMap((r) => r.refused.map((e) => e.phrase?.key)));
    const catalog = Object.keys(catalogFor("en").RuleConflicts as Record<string, string>);
    // The preset check's own sentence (no player count accepts the rules: engine-check.ts), and SFJ's rounds other
    // than 12 or 6, which the option's own values already refuse before the cross-option check.
    const elsewhere = ["noPlayerCount", "twelveOrSixRounds"];
    expect(catalog.filter((k) => !elsewhere.includes(k) && !keys.has(k))).toEqual([]);
  });
});
