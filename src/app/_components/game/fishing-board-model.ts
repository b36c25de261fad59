// A fishing game's model through its registry entry: apart from fishing-model.ts, which the entries' adapters import.
import { gameClient } from "~/app/_games/clients";
import type { FishingAdapter, FishingModel } from "./fishing-model";
import type { FishingGameView } from "./types";

/** The game's model through its entry's adapter (a game without one has no fishing board: an error, not a view). */
function engineModel(gv: FishingGameView): FishingModel {
  const adapter = gameClient(gv.game).fishing as FishingAdapter<FishingGameView["view"]> | undefined;
  if (!adapter) throw new Error(`${gv.game} is not a fishing game`);
  return adapter.model(gv.view);
}

/**
 * The pile's top card is turned when it is drawn: before the draw it lies face down for everyone. Only the seat that
 * draws and must choose what the card takes sees it turned (its banner asks the choice); in one move the draw turns
 * and plays it, and the log tells the card. The same for the three games (SFJ and Mushi views show it to all at the
 * start of the draw step, Sakura's to that seat only when it has a choice).
 */
export function fishingModel(gv: FishingGameView): FishingModel {
  const m = engineModel(gv);
  const choosing = gv.legalMoves.filter((mv) => mv.draw === true).length > 1;
  if (m.turned === null || choosing) return m;
  return { ...m, turned: null, pileCount: m.pileCount + 1 };
}
