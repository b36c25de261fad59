// Sutda's traits (traits.ts at the folder above says what they are for): hands instead of rounds, chips instead of
// points.
import type { SutdaBoardView } from "~/engine/sutda";
import type { GameTraits } from "../types";

export const sutdaTraits: GameTraits<SutdaBoardView> = {
  game: "sutda",
  accent: "bg-beni",
  realTime: false,
  tournaments: true,
  sideColumn: true,
  // The stand-in folds a seat that left every hand (the server's stand-in does).
  leaverFolds: true,
  // A tied hand is replayed in the game, so a new game at the table is "Play again" (the engine's rematchInGame).
  rematchInGame: true,
  result: {
    unit: "hand",
    totals: "chips",
    roundLabel: (view, i) => {
      const res = view.results[i];
      return res ? `${res.hand}${res.rematch ? "′" : ""}` : null;
    },
    startTotals: (view, sides) => new Array<number>(sides).fill(Number(view.options.stack ?? 0)),
    explanationCards: "hand",
  },
};
