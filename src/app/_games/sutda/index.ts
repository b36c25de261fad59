// Sutda in the app: its own board (two-card hands, betting), hands instead of rounds, chips instead of points.
import { monthOf } from "~/engine/core/cards";
import type { SutdaBoardView } from "~/engine/sutda";
import type { GameClient } from "../types";
import { Board as LazyBoard } from "./lazy";
import { openSutda } from "./open-view";
import { randomSutdaMove } from "./random-move";
import { sutdaTraits } from "./traits";

export const sutda: GameClient<SutdaBoardView> = {
  ...sutdaTraits,
  Board: LazyBoard,
  cards: {
    value: monthOf,
    corner: (id) => ({ text: String(monthOf(id)), tone: "month" }),
    notes: () => [],
    valueWords: (id) => [{ kind: "value", count: monthOf(id) }],
    pointTotals: false,
  },
  openView: openSutda,
  dev: {
    players: 4,
    roundsOptions: (rounds) => ({ end: "rounds_N", rounds }),
    hasChoice: (view) => view.stage === "auction-2",
    randomMove: randomSutdaMove,
  },
};
