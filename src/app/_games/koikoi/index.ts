// Koi-Koi in the app: the shared fishing board with its yaku, and its own decision panel (stop or koi-koi).
import type { KoikoiBoardView } from "~/engine/koikoi";
import { fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard } from "./lazy";
import { koikoiCards } from "./card-labels";
import { koikoiFishing } from "./fishing-adapter";
import { koikoiTraits } from "./traits";

export const koikoi: GameClient<KoikoiBoardView> = {
  ...koikoiTraits,
  Board: LazyBoard,
  fishing: koikoiFishing,
  cards: koikoiCards,
  dev: fishingDev(2),
};
