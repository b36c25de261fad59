// Koi-Koi in the app: the shared fishing board with its yaku, and its own decision panel (stop or koi-koi).
import type { KoikoiView } from "~/engine/koikoi";
import { FISHING_ENTRY, fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard, HowToPlay as LazyHowToPlay } from "./lazy";
import { koikoiCards } from "./card-labels";
import { koikoiFishing } from "./fishing-adapter";

export const koikoi: GameClient<KoikoiView> = {
  game: "koikoi",
  accent: "bg-ink",
  Board: LazyBoard,
  fishing: koikoiFishing,
  cards: koikoiCards,
  HowToPlay: LazyHowToPlay,
  ...FISHING_ENTRY,
  dev: fishingDev(2),
};
