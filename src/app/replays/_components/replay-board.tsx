"use client";
// The live game's own boards, read-only: a replay position is a GameView with no legal moves, so the boards draw it
// exactly as the table page does, without a live table's words (a spectator's "You are watching this table."). Judge's
// live board wants its match stream; a replay shows its table between two pickets instead.
import { GameBoard } from "../../_components/game/game-board";
import { JudgeTable } from "~/app/_games/judge/judge-table";
import type { BoardGameView } from "../../_components/game/types";
import { judgeReplayView } from "~/app/_games/judge/judge-replay-view";

const ignore = () => undefined;

export function ReplayBoard({ board }: { board: BoardGameView }) {
  if (board.game === "judge")
    return (
      <JudgeTable
        gameView={board}
        live={judgeReplayView(board) as never}
        nowServer={0}
        mine={null}
        onAct={ignore}
        connected
        replay
      />
    );
  return <GameBoard gameView={board} onMove={ignore} pending={false} replay />;
}
