"use client";
// Judge's live board wants its match stream; a replay shows its table between two pickets instead.
import { judgeReplayView } from "./judge-replay-view";
import { JudgeTable } from "./judge-table";
import type { JudgeGameView } from "./view";

const ignore = () => undefined;

export function JudgeReplayBoard({ board }: { board: JudgeGameView }) {
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
}
