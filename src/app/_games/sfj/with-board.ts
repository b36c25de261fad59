// Season's Flowers in Japan's entry with its live board in the same module: what a table loads (game-entry.tsx), one chunk and one wait
// instead of the entry and then its board.
import type { SfjBoardView } from "~/engine/sfj";
import type { GameClient } from "../types";
import { FishingBoard } from "~/app/_components/game/fishing-board";
import { sfj } from ".";

export const sfjWithBoard: GameClient<SfjBoardView> = { ...sfj, Board: FishingBoard };
