// The bot's move for one seat: one entry point that hands the input to its game's bot.
import { chooseJudge } from "./judge";
import { chooseKoikoi } from "./koikoi";
import { chooseMushi } from "./mushi";
import { chooseSakura } from "./sakura";
import { chooseSfj } from "./sfj";
import { chooseSutda } from "./sutda";
import type {
  BotInput,
  BotMove,
  JudgeBotAction,
  JudgeBotInput,
  KoikoiBotInput,
  MushiBotInput,
  SakuraBotInput,
  SfjBotInput,
  SutdaBotInput,
} from "./types";
import type { KoikoiMove } from "../koikoi";
import type { MushiMove } from "../mushi";
import type { SakuraMove } from "../sakura";
import type { SfjMove } from "../sfj";
import type { SutdaMove } from "../sutda/state";

/**
 * The bot's move for its seat. Throws a RangeError when the seat has no legal move (a caller's
 * mistake: ask a bot only when `toAct` lists its seat). Judge: the action for the revealed picket
 * round, or null for no action (also when the pickets are not revealed yet).
 */
export function chooseMove(input: SakuraBotInput): SakuraMove;
export function chooseMove(input: SfjBotInput): SfjMove;
export function chooseMove(input: MushiBotInput): MushiMove;
export function chooseMove(input: SutdaBotInput): SutdaMove;
export function chooseMove(input: JudgeBotInput): JudgeBotAction | null;
export function chooseMove(input: KoikoiBotInput): KoikoiMove;
export function chooseMove(input: BotInput): BotMove;
export function chooseMove(input: BotInput): BotMove {
  if (input.game === "judge") return chooseJudge(input);
  if (input.legalMoves.length === 0)
    throw new RangeError(`${input.game}: seat ${input.seat} has no legal move to choose from`);
  switch (input.game) {
    case "sakura":
      return chooseSakura(input);
    case "sfj":
      return chooseSfj(input);
    case "mushi":
      return chooseMushi(input);
    case "sutda":
      return chooseSutda(input);
    case "koikoi":
      return chooseKoikoi(input);
  }
}
