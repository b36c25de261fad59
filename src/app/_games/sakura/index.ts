// Sakura (Hawaiian Hanafuda) in the app: the shared fishing board, its yaku and teams.
import { pointCardLabels, RAIN_MAN } from "~/app/_components/cards/labels";
import { LIGHTNING, SAKURA_VALUE } from "~/engine/core/cards";
import type { SakuraBoardView } from "~/engine/sakura";
import { fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard } from "./lazy";
import { sakuraFishing } from "./fishing-adapter";
import { sakuraTraits } from "./traits";

export const sakura: GameClient<SakuraBoardView> = {
  ...sakuraTraits,
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
  dev: fishingDev(2),
};
