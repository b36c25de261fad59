// The Mushi bot's input: the seat's view and legal moves.

import type { BotInputBase } from "../../bots/types";
import type { MushiMove } from "../moves";
import type { MushiView } from "../view";

export interface MushiBotInput extends BotInputBase {
  game: "mushi";
  view: MushiView;
  legalMoves: readonly MushiMove[];
}
