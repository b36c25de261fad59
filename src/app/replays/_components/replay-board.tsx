"use client";
// The live game's own boards, read-only: a replay position is a GameView with no legal moves, so the boards draw it
// exactly as the table page does, without a live table's words (a spectator's "You are watching this table."). A game
// whose live board needs a live table (Judge's match stream) gives the replay a board of its own.
import { clientOf } from "~/app/_games/clients";
import { GameBoard } from "../../_components/game/game-board";
import type { BoardGameView } from "../../_components/game/types";

const ignore = () => undefined;

export function ReplayBoard({ board }: { board: BoardGameView }) {
  const Own = clientOf(board.game).ReplayBoard;
  if (Own) return <Own board={board} />;
  return <GameBoard gameView={board} onMove={ignore} pending={false} replay />;
}
