// The Judge bot's input and its answer: it decides its own action for one picket round once the pickets are revealed.

import type { BotInputBase } from "../../bots/types";
import type { JudgeMove, JudgeView } from "../index";
import type { Act } from "../resolve";

/**
 * The bot decides its own action for one picket round once the pickets are revealed (`view.revealed`). Legal moves
 * are not needed (they are whole-round samples); they are accepted and ignored.
 */
export interface JudgeBotInput extends BotInputBase {
  game: "judge";
  view: JudgeView;
  legalMoves?: readonly JudgeMove[];
}

/**
 * A Judge bot's decision for the revealed picket round: its act and the reaction time in ms after the reveal (the
 * effective time the server should use), or null for no action at all.
 */
export interface JudgeBotAction {
  seat: number;
  act: Act;
  ms: number;
}
