// Sakura's entry with its live board in the same module: what a table loads (game-entry.tsx), one chunk and one wait
// instead of the entry and then its board.
import type { SakuraBoardView } from "~/engine/sakura";
import type { GameClient } from "../types";
import { FishingBoard } from "~/app/_components/game/fishing-board";
import { sakura } from ".";

export const sakuraWithBoard: GameClient<SakuraBoardView> = { ...sakura, Board: FishingBoard };
