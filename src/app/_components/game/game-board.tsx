"use client";
// One entry point for every game's board: picks the board for the game of the view.
import { FishingBoard } from "./fishing-board";
import { JudgeBoard } from "~/app/_games/judge/judge-board";
import { SutdaBoard } from "~/app/_games/sutda/sutda-board";
import type { BoardProps } from "./types";

export function GameBoard({ gameView, onMove, pending, replay }: BoardProps) {
  switch (gameView.game) {
    case "sakura":
    case "sfj":
    case "mushi":
      return <FishingBoard gameView={gameView} onMove={onMove} pending={pending} replay={replay} />;
    case "sutda":
      return <SutdaBoard gameView={gameView} onMove={onMove} pending={pending} replay={replay} />;
    case "judge":
      return <JudgeBoard gameView={gameView} onMove={onMove} pending={pending} />;
  }
}
