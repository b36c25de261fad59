// When a seat's time runs out: the deadline job (payload { gameId, seq }) finds the game still at that seq and the
// seat still to act, and the stand-in moves for it (marked byStandIn; one timeout counted per turn; after the
// table's number of timeouts the seat is forfeited). The stand-in finishes the turn it took over (Sakura's draw
// after its play) and plays forfeited seats at once, so one job may make several moves; each goes through
// commitTransition with its own seq check, so a player moving at the same moment simply wins or loses the race.
import type { SeatRecord } from "../repositories/tables";
import { loadGame } from "./game-state";
import { commitTransition } from "./commit-move";
import type { PlayContext } from "./play-context";
import { standInTurn } from "./stand-in";
import { gameDeadline, seatDeadline, storedTimeControl } from "./time-control";
import type { JobAnswer } from "../jobs/types";

export interface DeadlinePayload {
  gameId: string;
  seq: number;
}

export function parseDeadlinePayload(p: unknown): DeadlinePayload {
  const o = p as Partial<DeadlinePayload> | null;
  if (!o || typeof o.gameId !== "string" || typeof o.seq !== "number")
    throw new Error(`bad deadline payload ${JSON.stringify(p)}`);
  return { gameId: o.gameId, seq: o.seq };
}

/** Plays what is due at `now`. Returns { retryAt } when the job came early (clocks of processes differ a little). */
export async function runDeadline(ctx: PlayContext, payload: DeadlinePayload, now: Date): JobAnswer {
  let expectedSeq = payload.seq;
  /** The seat whose turn the stand-in took over: it plays that turn to its end. */
  let continuing: number | null = null;
  for (let step = 0; step < 500; step++) {
    const game = await loadGame(ctx.db, payload.gameId);
    if (!game || game.status !== "ACTIVE" || game.seq !== expectedSeq || game.ruleset.traits.realTime) return;
    const { ruleset, state } = game;
    const tc = storedTimeControl(game.table.timeControl);
    const startedAt = game.turnStartedAt ?? game.createdAt;
    const toAct = ruleset.toAct(state);
    const seat: SeatRecord | undefined =
      (continuing !== null && toAct.includes(continuing) ? game.seats.find((s) => s.seat === continuing) : undefined) ??
      game.seats.find(
        (s) => toAct.includes(s.seat) && (seatDeadline(tc, s, startedAt)?.getTime() ?? Infinity) <= now.getTime(),
      );
    if (!seat) {
      const next = gameDeadline(tc, game.seats, toAct, startedAt);
      return step === 0 && next && next > now ? { retryAt: next } : undefined;
    }
    const timedOut = !seat.forfeited && seat.seat !== continuing;
    const { move, next } = standInTurn(game, seat.seat, `${game.id}:${game.seq}:${seat.seat}`, seat.forfeited);
    const r = await commitTransition(ctx, game, { seat: seat.seat, move, next, byStandIn: true, timedOut }, now);
    if (!r.ok || r.finished) return;
    expectedSeq = r.seq;
    continuing = seat.forfeited ? null : seat.seat;
  }
}
