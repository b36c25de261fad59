"use client";
// One entry point for every game's board: the board of the view's game, from its app entry.
import { clientOf } from "~/app/_games/clients";
import type { BoardProps } from "./types";

export function GameBoard({ gameView, onMove, pending, replay }: BoardProps) {
  const Board = clientOf(gameView.game).Board;
  return <Board gameView={gameView} onMove={onMove} pending={pending} replay={replay} />;
}
