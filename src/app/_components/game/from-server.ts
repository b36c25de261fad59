// The server's GameView as a board's props: the engine view typed by its game, and the deadline moved onto the
// browser's clock (the view carries the server's time, so a skewed client clock still counts down correctly).
import type { GameView } from "~/server/views/game";
import type { BoardGameView, BoardMove } from "./types";

export function toBoardView(gv: GameView, receivedAt: number = Date.now()): BoardGameView {
  const skew = gv.serverTime ? new Date(gv.serverTime).getTime() - receivedAt : 0;
  const deadlineAt = gv.deadlineAt ? new Date(new Date(gv.deadlineAt).getTime() - skew) : null;
  return {
    ...gv,
    game: gv.view.game,
    legalMoves: gv.legalMoves as unknown as BoardMove[],
    deadlineAt,
  } as BoardGameView;
}
