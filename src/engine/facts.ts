// What the pages read of each game without its rules' code (players, teams, options, presets, traits, how a game ends, the setup check), keyed
// by name: the client's registry. The rules (registry.ts) stay on the server and in the boards' lazily loaded chunks.
import type { EngineGameName, GameFacts, GameName } from "./core/ruleset";
import { ENGINE_GAME_NAMES, GAME_NAMES } from "./core/ruleset";
import { JUDGE_FACTS } from "./judge/facts";
import { KOIKOI_FACTS } from "./koikoi/facts";
import { MUSHI_FACTS } from "./mushi/facts";
import { SAKURA_FACTS } from "./sakura/facts";
import { SFJ_FACTS } from "./sfj/facts";
import { SUTDA_FACTS } from "./sutda/facts";

const FACTS: Partial<Record<EngineGameName, GameFacts<EngineGameName>>> = {
  sakura: SAKURA_FACTS,
  judge: JUDGE_FACTS,
  mushi: MUSHI_FACTS,
  sfj: SFJ_FACTS,
  sutda: SUTDA_FACTS,
  koikoi: KOIKOI_FACTS,
} satisfies Record<GameName, GameFacts<GameName>>;

/** A game the site offers, by name. */
export function getGameFacts(game: string): GameFacts<EngineGameName> | undefined {
  return (GAME_NAMES as readonly string[]).includes(game) ? FACTS[game as GameName] : undefined;
}

/** Any game the engine plays, offered or not (records, replays). */
export function getEngineGameFacts(game: string): GameFacts<EngineGameName> | undefined {
  return (ENGINE_GAME_NAMES as readonly string[]).includes(game) ? FACTS[game as EngineGameName] : undefined;
}
