// The Sutda bot's input: the seat's view and legal moves.

import type { BotInputBase } from "../../bots/types";
import type { SutdaMove } from "../state";
import type { SutdaView } from "../view";

export interface SutdaBotInput extends BotInputBase {
  game: "sutda";
  view: SutdaView;
  legalMoves: readonly SutdaMove[];
}
