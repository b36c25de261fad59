// The Sfj bot's input: the seat's view and legal moves.

import type { BotInputBase } from "../../bots/types";
import type { SfjMove } from "../moves";
import type { SfjView } from "../view";

export interface SfjBotInput extends BotInputBase {
  game: "sfj";
  view: SfjView;
  legalMoves: readonly SfjMove[];
}
