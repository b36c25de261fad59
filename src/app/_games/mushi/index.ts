// Mushi in the app: the shared fishing board, its elder, par and wild Lightning.
import { pointCardLabels } from "~/app/_components/cards/labels";
import { LIGHTNING, MUSHI_VALUE } from "~/engine/core/cards";
import type { MushiBoardView } from "~/engine/mushi";
import { fishingDev } from "../fishing-entry";
import type { GameClient } from "../types";
import { Board as LazyBoard } from "./lazy";
import { mushiFishing } from "./fishing-adapter";
import { mushiTraits } from "./traits";

export const mushi: GameClient<MushiBoardView> = {
  ...mushiTraits,
  Board: LazyBoard,
  fishing: mushiFishing,
  cards: pointCardLabels(MUSHI_VALUE, (id) => (id === LIGHTNING ? ["wildCard"] : [])),
  dev: fishingDev(2),
};
