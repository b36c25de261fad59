// Koi-Koi in the app: the shared fishing board with its yaku, and its own decision panel (stop or koi-koi).
import { FishingBoard } from "~/app/_components/game/fishing-board";
import type { KoikoiView } from "~/engine/koikoi";
import type { GameClient } from "../types";
import { koikoiCards } from "./card-labels";
import { KoikoiRules } from "./how-to-play";
import { koikoiFishing } from "./fishing-adapter";

export const koikoi: GameClient<KoikoiView> = {
  game: "koikoi",
  accent: "bg-ink",
  Board: FishingBoard,
  fishing: koikoiFishing,
  cards: koikoiCards,
  HowToPlay: KoikoiRules,
  realTime: false,
  tournaments: true,
  sideColumn: true,
  leaverFolds: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
  dev: { players: 2, roundsOptions: (rounds) => ({ rounds }) },
};
