// The server's GameView as a board's props: the engine view paired with its game, the legal moves as the boards
// pick them, and the deadline moved onto the browser's clock (the view carries the server's time, so a skewed client
// clock still counts down correctly).
import type { GameView } from "~/app/_lib/api-types";
import { botsNamed, type BotNames } from "~/lib/bot-name";
import { byGame, type BoardGameView, type BoardMove } from "./types";

/** Every fishing and Sutda move names its seat; Judge's live hits are no legal moves (its list is empty). */
const isSeatMove = (m: GameView["legalMoves"][number]): m is Extract<typeof m, BoardMove> => "seat" in m;

export function toBoardView(gv: GameView, receivedAt: number = Date.now()): BoardGameView {
  const skew = gv.serverTime ? new Date(gv.serverTime).getTime() - receivedAt : 0;
  const deadlineAt = gv.deadlineAt ? new Date(new Date(gv.deadlineAt).getTime() - skew) : null;
  return { ...gv, ...byGame(gv.view), legalMoves: gv.legalMoves.filter(isSeatMove), deadlineAt };
}

/**
 * The view with its bots named in the reader's language ("Matsu（堅実）"): the one place a table page words them,
 * before its board, dialogs and resign form read the players; the same view when no bot sits there. The server sends
 * the stored name, so that no move or stream does this work.
 */
export function withBotNames(gv: GameView, names: BotNames): GameView {
  const players = botsNamed(gv.players, names);
  return players === gv.players ? gv : { ...gv, players };
}
