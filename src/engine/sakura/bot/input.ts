// The Sakura bot's input: the seat's view and legal moves.

import type { BotInputBase } from "../../bots/types";
import type { SakuraMove } from "../moves";
import type { SakuraView } from "../view";

export interface SakuraBotInput extends BotInputBase {
  game: "sakura";
  view: SakuraView;
  legalMoves: readonly SakuraMove[];
}
