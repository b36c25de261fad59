// Sutda in the app: its own board (two-card hands, betting), hands instead of rounds, chips instead of points.
import { monthOf } from "~/engine/core/cards";
import type { SutdaView } from "~/engine/sutda";
import type { GameClient } from "../types";
import { Board as LazyBoard, HowToPlay as LazyHowToPlay } from "./lazy";
import { openSutda } from "./open-view";
import { randomSutdaMove } from "./random-move";

export const sutda: GameClient<SutdaView> = {
  game: "sutda",
  accent: "bg-beni",
  Board: LazyBoard,
  cards: {
    value: monthOf,
    corner: (id) => ({ text: String(monthOf(id)), tone: "month" }),
    notes: () => [],
    valueWords: (id) => [{ kind: "value", count: monthOf(id) }],
    pointTotals: false,
  },
  HowToPlay: LazyHowToPlay,
  realTime: false,
  tournaments: true,
  sideColumn: true,
  // The stand-in folds a seat that left every hand (the server's stand-in does).
  leaverFolds: true,
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
  openView: openSutda,
  dev: {
    players: 4,
    roundsOptions: (rounds) => ({ end: "rounds_N", rounds }),
    hasChoice: (view) => view.stage === "auction-2",
    randomMove: randomSutdaMove,
  },
};
