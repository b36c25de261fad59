// Sutda's entry with its live board in the same module: what a table loads (game-entry.tsx), one chunk and one wait
// instead of the entry and then its board.
import type { SutdaBoardView } from "~/engine/sutda";
import type { GameClient } from "../types";
import { SutdaBoard } from "./sutda-board";
import { sutda } from ".";

export const sutdaWithBoard: GameClient<SutdaBoardView> = { ...sutda, Board: SutdaBoard };
