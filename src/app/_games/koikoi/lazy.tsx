"use client";
// This game's board and its decision panel, loaded when a page renders them: the registry is on every page with a card,
// and a page carries only the parts it shows (a client module, so that its imports stay out of every page's bundle).
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { BoardGameViewOf, BoardProps } from "~/app/_components/game/types";
import type { KoikoiBoardView } from "~/engine/koikoi";
import type { KoikoiDecisionProps } from "./koikoi-decision";

export const Board: ComponentType<BoardProps<BoardGameViewOf<KoikoiBoardView>>> = dynamic(() => {
  // The decision panel comes with the board, so that its buttons show the moment the choice is due.
  void import("./koikoi-decision");
  return import("~/app/_components/game/fishing-board").then((m) => m.FishingBoard);
});
/** The koi-koi decision panel, drawn by the board at the game's own step (fishing-adapter.tsx). */
export const Decision: ComponentType<KoikoiDecisionProps> = dynamic(() =>
  import("./koikoi-decision").then((m) => m.KoikoiDecision),
);
