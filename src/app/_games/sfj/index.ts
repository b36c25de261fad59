// Sakura Flower Jack in the app: the shared fishing board, its roles and breakeven.
import { FishingBoard } from "~/app/_components/game/fishing-board";
import { pointCardLabels } from "~/app/_components/cards/labels";
import { SFJ_VALUE } from "~/engine/core/cards";
import type { SfjView } from "~/engine/sfj";
import type { GameClient } from "../types";
import { sfjFishing } from "./fishing-adapter";
import { SfjRules } from "./how-to-play";

export const sfj: GameClient<SfjView> = {
  game: "sfj",
  accent: "bg-kin",
  Board: FishingBoard,
  fishing: sfjFishing,
  cards: pointCardLabels(SFJ_VALUE),
  HowToPlay: SfjRules,
  realTime: false,
  tournaments: true,
  sideColumn: true,
  leaverFolds: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
  dev: { players: 3, roundsOptions: (rounds) => ({ rounds }) },
};
