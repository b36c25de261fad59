// Judge's entry with its live board in the same module: what a table loads (game-entry.tsx), one chunk and one wait
// instead of the entry and then its board.
import type { JudgeView } from "~/engine/judge/view";
import type { GameClient } from "../types";
import { JudgeBoard } from "./judge-board";
import { judge } from ".";

export const judgeWithBoard: GameClient<JudgeView> = { ...judge, Board: JudgeBoard };
