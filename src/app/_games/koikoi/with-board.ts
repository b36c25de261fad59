// Koi-Koi's entry with its live board in the same module: what a table loads (game-entry.tsx), one chunk and one wait
// instead of the entry and then its board.
import type { KoikoiBoardView } from "~/engine/koikoi";
import type { GameClient } from "../types";
import { FishingBoard } from "~/app/_components/game/fishing-board";
import { koikoi } from ".";

// The decision panel comes with the board, so that its buttons show the moment the choice is due.
void import("./koikoi-decision");

export const koikoiWithBoard: GameClient<KoikoiBoardView> = { ...koikoi, Board: FishingBoard };
