// Dispatch: the artwork of a card by month, with per-card additions inside each month's drawing.
import type { ComponentType } from "react";
import type { ArtProps } from "./common";
import { ChrysanthemumArt, MapleArt, PaulowniaArt, WillowArt } from "./autumn";
import { CherryArt, PineArt, PlumArt, WisteriaArt } from "./spring";
import { CloverArt, IrisArt, PeonyArt, SusukiArt } from "./summer";

const MONTH_ART: readonly ComponentType<ArtProps>[] = [
  PineArt,
  PlumArt,
  CherryArt,
  WisteriaArt,
  IrisArt,
  PeonyArt,
  CloverArt,
  SusukiArt,
  ChrysanthemumArt,
  MapleArt,
  WillowArt,
  PaulowniaArt,
];

export function CardArt({ month, idx, p }: { month: number; idx: number; p: string }) {
  const Art = MONTH_ART[month - 1]!;
  return <Art idx={idx} p={p} />;
}
