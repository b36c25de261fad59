// Koi-Koi in the app: the shared fishing board with its yaku, and its own decision panel (stop or koi-koi).
import type { KoikoiView } from "~/engine/koikoi";
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
  realTime: false,
  tournaments: true,
  sideColumn: true,
  leaverFolds: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
  dev: { players: 2, roundsOptions: (rounds) => ({ rounds }) },
};
