// Each game's traits alone, keyed by name: what lists read of a game (a round's noun, a score's unit) without its
// options and presets (facts.ts), which only the new-table form and the rules need.
import type { EngineGameName } from "./core/ruleset";
import type { GameTraits } from "./core/traits";
import { JUDGE_TRAITS } from "./judge/traits";
import { KOIKOI_TRAITS } from "./koikoi/traits";
import { MUSHI_TRAITS } from "./mushi/traits";
import { SAKURA_TRAITS } from "./sakura/traits";
import { SFJ_TRAITS } from "./sfj/traits";
import { SUTDA_TRAITS } from "./sutda/traits";

const TRAITS: Readonly<Record<string, GameTraits>> = {
  sakura: SAKURA_TRAITS,
  judge: JUDGE_TRAITS,
  mushi: MUSHI_TRAITS,
  sfj: SFJ_TRAITS,
  sutda: SUTDA_TRAITS,
  koikoi: KOIKOI_TRAITS,
} satisfies Record<EngineGameName, GameTraits>;

/** Any game the engine plays, offered or not (records, replays); undefined for a name the engine does not know. */
export function getEngineGameTraits(game: string): GameTraits | undefined {
  return Object.hasOwn(TRAITS, game) ? TRAITS[game] : undefined;
}
