"use client";
// The live game's own boards, read-only: a replay position is a GameView with no legal moves, so the boards draw it
// exactly as the table page does, without a live table's words (a spectator's "You are watching this table."). A game
// whose live board needs a live table (Judge's match stream) gives the replay a board of its own. The others' boards
// load with React.lazy (replay-boards.tsx): drawn on the server, they do not have the page preload their scripts.
import { Suspense } from "react";
import { clientOf } from "~/app/_games/clients";
import { REPLAY_BOARDS } from "~/app/_games/replay-boards";
import { GameBoard } from "../../_components/game/game-board";
import type { BoardGameView } from "../../_components/game/types";

const ignore = () => undefined;

export function ReplayBoard({ board }: { board: BoardGameView }) {
  const Own = clientOf(board.game).ReplayBoard;
  if (Own) return <Own board={board} />;
  const Board = Object.hasOwn(REPLAY_BOARDS, board.game) ? REPLAY_BOARDS[board.game] : undefined;
  if (!Board) return <GameBoard gameView={board} onMove={ignore} pending={false} replay />;
  return (
    <Suspense fallback={null}>
      <Board gameView={board} onMove={ignore} pending={false} replay />
    </Suspense>
  );
}
