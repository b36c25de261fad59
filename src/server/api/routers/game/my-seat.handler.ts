import type { GameRecord } from "../../../repositories/games";

export interface SeatView {
  gameId: string;
  tableId: string;
  game: string;
  status: GameRecord["status"];
  /** The caller's seat index. */
  seat: number;
  /** Sequence number of the last move. */
  seq: number;
}

/** The caller's seat in a game (seatProcedure has checked they hold one). */
export function mySeatHandler({ ctx }: { ctx: { game: GameRecord; seat: number } }): SeatView {
  const { game, seat } = ctx;
  return { gameId: game.id, tableId: game.tableId, game: game.game, status: game.status, seat, seq: game.seq };
}
