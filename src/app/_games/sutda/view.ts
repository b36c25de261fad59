// Sutda's board view: the server's fields with its engine view.
import type { BoardGameViewOf } from "~/app/_components/game/types";
import type { SutdaBoardView } from "~/engine/sutda";

export type SutdaGameView = BoardGameViewOf<SutdaBoardView>;
