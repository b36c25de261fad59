// Every game's bot behind one registry keyed by name, like the rulesets' (../registry.ts). Kept apart from that
// registry: the client app imports the rulesets, and the bots' search must not enter its bundles.

import type { GameName } from "../core/ruleset";
import { judgeBot } from "../judge/bot";
import { koikoiBot } from "../koikoi/bot";
import { mushiBot } from "../mushi/bot";
import { sakuraBot } from "../sakura/bot";
import { sfjBot } from "../sfj/bot";
import { sutdaBot } from "../sutda/bot";
import type { GameBot, GameBotInput } from "./game-bot";

export const BOTS = {
  sakura: sakuraBot,
  judge: judgeBot,
  mushi: mushiBot,
  sfj: sfjBot,
  sutda: sutdaBot,
  koikoi: koikoiBot,
} satisfies Record<GameName, GameBot<never, unknown>>;

type Bots = typeof BOTS;

/** A game's bot input, by the game's key. */
export type BotInputOf<G extends GameName> = Parameters<Bots[G]["choose"]>[0];
/** Any game's bot input (the union over the registry). */
export type BotInput = { [G in GameName]: BotInputOf<G> }[GameName];
/** What a game's bot answers for `I`: the game's move (or a reflex game's timed action, or null). */
export type BotMoveOf<I extends BotInput> = ReturnType<Bots[I["game"]]["choose"]>;
/** Any game's bot answer. */
export type BotMove = BotMoveOf<BotInput>;

/** The bot of a game, for an input of that game. */
export function botOf(game: GameName): GameBot<GameBotInput, unknown> {
  return BOTS[game] as unknown as GameBot<GameBotInput, unknown>;
}
