// Sakura (Hawaiian Hanafuda) in the app: the shared fishing board, its yaku and teams.
import { pointCardLabels, RAIN_MAN } from "~/app/_components/cards/labels";
import { LIGHTNING, SAKURA_VALUE } from "~/engine/core/cards";
import type { SakuraView } from "~/engine/sakura";
import { FISHING_ENTRY, fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard, HowToPlay as LazyHowToPlay } from "./lazy";
import { sakuraFishing } from "./fishing-adapter";

export const sakura: GameClient<SakuraView> = {
  game: "sakura",
  accent: "bg-shu",
  Board: LazyBoard,
  fishing: sakuraFishing,
  cards: pointCardLabels(
    SAKURA_VALUE,
    (id) => [
      ...(id === RAIN_MAN ? ["countsAsAnimal" as const] : []),
      ...(id === LIGHTNING ? ["wildCard" as const] : []),
    ],
    (id) => (id === RAIN_MAN ? "animal" : null),
  ),
  HowToPlay: LazyHowToPlay,
  ...FISHING_ENTRY,
  result: {
    ...FISHING_ENTRY.result,
    totalsWord: (view) => (view.matchScoring === "victories" ? "victories" : null),
  },
  dev: fishingDev(2),
};
