"use client";
// This game's board, loaded when a page renders it: the registry is on every page with a card,
// and a page carries only the parts it shows (a client module, so that its imports stay out of every page's bundle).
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { BoardGameViewOf, BoardProps } from "~/app/_components/game/types";
import type { MushiBoardView } from "~/engine/mushi";

export const Board: ComponentType<BoardProps<BoardGameViewOf<MushiBoardView>>> = dynamic(() =>
  import("~/app/_components/game/fishing-board").then((m) => m.FishingBoard),
);
