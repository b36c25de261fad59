// The bot's move for one seat: one entry point that hands the input to its game's bot (registry.ts).
import type { GameName } from "../core/ruleset";
import { botOf, type BotInput, type BotInputOf, type BotMove, type BotMoveOf } from "./registry";

/** One signature per game (its input to its move), then one for any input: an overload set built from the registry. */
type PerGame = { [G in GameName]: (input: BotInputOf<G>) => BotMoveOf<BotInputOf<G>> }[GameName];
type Overloads<U> = (U extends unknown ? (f: U) => void : never) extends (f: infer I) => void ? I : never;
export type ChooseMove = Overloads<PerGame> & ((input: BotInput) => BotMove);

/**
 * The bot's move for its seat, typed by the input's game (a reflex game's bot: its action for the round, or null
 * for no action). Throws a RangeError when the seat has no legal move to choose from (a caller's mistake: ask a bot
 * only when `toAct` lists its seat).
 */
export const chooseMove = ((input: BotInput): BotMove => {
  const bot = botOf(input.game);
  if (bot.picksLegalMove && (input.legalMoves?.length ?? 0) === 0)
    throw new RangeError(`${input.game}: seat ${input.seat} has no legal move to choose from`);
  return bot.choose(input) as BotMove;
}) as ChooseMove;
