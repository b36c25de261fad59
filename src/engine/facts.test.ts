// The facts registry says what the rulesets say: the pages read one, the server the other.
import { expect, it } from "vitest";
import { ENGINE_GAME_NAMES } from "./core/ruleset";
import { getEngineGameFacts, getGameFacts } from "./facts";
import { getEngineRuleset, getRuleset } from "./registry";

it.each(ENGINE_GAME_NAMES)("gives %s's facts as its ruleset does", (game) => {
  const facts = getEngineGameFacts(game)!;
  const ruleset = getEngineRuleset(game)!;
  for (const key of Object.keys(facts) as (keyof typeof facts)[]) expect(facts[key], key).toBe(ruleset[key]);
  expect(getGameFacts(game) === undefined).toBe(getRuleset(game) === undefined);
});

it("knows no other game", () => {
  expect(getGameFacts("chess")).toBeUndefined();
  expect(getEngineGameFacts("constructor")).toBeUndefined();
});
