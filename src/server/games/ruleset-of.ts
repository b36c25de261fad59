// The ruleset a stored table or game names: a name no engine knows is the caller's mistake, refused as such.
import type { AnyRuleset } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { DomainError } from "../errors";

export function rulesetOf(game: string): AnyRuleset {
  const ruleset = getRuleset(game);
  if (!ruleset) throw new DomainError("BAD_REQUEST", "noSuchGameCalled", { field: "game", params: { name: game } });
  return ruleset;
}
