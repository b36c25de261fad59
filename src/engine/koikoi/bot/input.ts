// The Koi-Koi bot's input: the seat's view and legal moves (plays, draws and the koi-koi decision).

import type { BotInputBase } from "../../bots/types";
import type { KoikoiMove, KoikoiView } from "../index";

export interface KoikoiBotInput extends BotInputBase {
  game: "koikoi";
  view: KoikoiView;
  legalMoves: readonly KoikoiMove[];
}
