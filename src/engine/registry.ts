// Every game behind one registry keyed by name (docs/record-format.md `game`).
// The site offers the games of GAME_NAMES; records, replays and the command line take every engine game.

import type { AnyEngineRuleset, AnyRuleset, EngineGameName, GameName } from "./core/ruleset";
import { ENGINE_GAME_NAMES, GAME_NAMES } from "./core/ruleset";
import { sakuraRuleset } from "./sakura";
import { judgeRuleset } from "./judge";
import { koikoiRuleset } from "./koikoi";
import { mushiRuleset } from "./mushi";
import { sfjRuleset } from "./sfj";
import { sutdaRuleset } from "./sutda";

const REGISTERED = {
  sakura: sakuraRuleset,
  judge: judgeRuleset,
  mushi: mushiRuleset,
  sfj: sfjRuleset,
  sutda: sutdaRuleset,
  koikoi: koikoiRuleset,
} satisfies Record<GameName, AnyRuleset>;
const RULESETS: Partial<Record<GameName, AnyRuleset>> = REGISTERED;

type Registered = (typeof REGISTERED)[keyof typeof REGISTERED];
/** Any offered game's view as a board receives it (the union over the registry: each ruleset's boardView). */
export type RegisteredView = ReturnType<Registered["boardView"]>;
/** Any offered game's move (the union over the registry). */
export type RegisteredMove = ReturnType<Registered["legalMoves"]>[number];

/** Engine games the site does not offer yet: their pages are not built. */
const NOT_OFFERED: Partial<Record<EngineGameName, AnyEngineRuleset>> = {};

/** A game the site offers, by name. */
export function getRuleset(game: string): AnyRuleset | undefined {
  return (GAME_NAMES as readonly string[]).includes(game) ? RULESETS[game as GameName] : undefined;
}

/** The games the site offers. */
export function availableGames(): AnyRuleset[] {
  return GAME_NAMES.flatMap((g) => (RULESETS[g] ? [RULESETS[g]] : []));
}

/** Any game the engine plays, offered or not (records, replays, the command line). */
export function getEngineRuleset(game: string): AnyEngineRuleset | undefined {
  if (!(ENGINE_GAME_NAMES as readonly string[]).includes(game)) return undefined;
  return getRuleset(game) ?? NOT_OFFERED[game as EngineGameName];
}

/** Every game the engine plays. */
export function engineGames(): AnyEngineRuleset[] {
  return ENGINE_GAME_NAMES.flatMap((g) => {
    const r = getEngineRuleset(g);
    return r ? [r] : [];
  });
}

/** Whether a stored game key names a game played in real time (no clock, stand-in or stored moves); false if unknown. */
export function isRealTimeGame(game: string): boolean {
  return getEngineRuleset(game)?.traits.realTime ?? false;
}
