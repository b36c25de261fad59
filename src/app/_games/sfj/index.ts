// Sakura Flower Jack in the app: the shared fishing board, its roles and breakeven.
import { pointCardLabels } from "~/app/_components/cards/labels";
import { SFJ_VALUE } from "~/engine/core/cards";
import type { SfjBoardView } from "~/engine/sfj";
import { fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard } from "./lazy";
import { sfjFishing } from "./fishing-adapter";
import { sfjTraits } from "./traits";

export const sfj: GameClient<SfjBoardView> = {
  ...sfjTraits,
  Board: LazyBoard,
  fishing: sfjFishing,
  cards: pointCardLabels(SFJ_VALUE),
  dev: fishingDev(3),
};
