// A player's move: checked against the game as the player saw it (seq), then by the engine, then stored with the
// optimistic seq update (commit-move.ts). Every refusal leaves the game as it was.
import { DomainError } from "../errors";
import type { MoveGuard } from "../repositories/game-commits";
import type { GameView } from "../views/game";
import { commitTransition } from "./commit-move";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { moveRefused } from "./move-refusal";
import { buildGameView } from "./game-view";
import type { PlayContext } from "./play-context";

/** A move by `userId` on the game as stored now (services and tests; game.move comes through moverProcedure). */
export async function submitMove(
  ctx: PlayContext,
  input: { gameId: string; userId: string; seq: number; move: Record<string, unknown> },
  now = new Date(),
): Promise<GameView> {
  const game = await loadGame(ctx.db, input.gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  const seat = game.seats.find((s) => s.userId === input.userId);
  if (!seat) throw new DomainError("FORBIDDEN", "notSeatGame");
  return playMove(ctx, game, seat.seat, input, now);
}

/** A move with a guard not stored: the guard or the game did not hold (`requestCount`: as CommitResult's). */
export class GuardMissed extends Error {
  constructor(readonly requestCount: number | null) {
    super("the move's guard did not hold");
  }
}

/**
 * The move of the player at `seatNumber` on `game` as read, played on the position of `input.seq`. With `guard`
 * (games/held-move.ts), the statement storing it checks the mover too, and a move it does not store is a GuardMissed.
 */
export async function playMove(
  ctx: PlayContext,
  game: LoadedGame,
  seatNumber: number,
  input: { seq: number; move: Record<string, unknown> },
  now: Date,
  guard?: MoveGuard,
): Promise<GameView> {
  const seat = game.seats.find((s) => s.seat === seatNumber)!;
  if (input.seq !== game.seq) throw new DomainError("CONFLICT", "movedOn");
  if (game.status !== "ACTIVE") throw new DomainError("PRECONDITION_FAILED", "gameOver");
  if (game.ruleset.traits.realTime)
    throw new DomainError("BAD_REQUEST", "realTimeGame", { params: { game: game.ruleset.game } });
  if (seat.forfeited) throw new DomainError("FORBIDDEN", "seatForfeitedStandIn");
  const claimed = input.move.seat;
  if (claimed !== undefined && claimed !== seat.seat) {
    throw new DomainError("FORBIDDEN", "notYourSeat", {
      params: { seat: seat.seat, claimed: JSON.stringify(claimed) },
    });
  }
  const { ruleset, state } = game;
  if (!ruleset.toAct(state).includes(seat.seat)) throw new DomainError("BAD_REQUEST", "notTurn");
  const next = ruleset.applyMove(state, input.move);
  if (!next.ok) throw moveRefused(next.error);
  // Stored as plain JSON: exactly what the engine accepted.
  const move = JSON.parse(JSON.stringify(input.move)) as Record<string, unknown>;
  const r = await commitTransition(
    ctx,
    game,
    { seat: seat.seat, move, next: next.state, byStandIn: false, timedOut: false },
    now,
    guard,
  );
  if (!r.ok) throw guard ? new GuardMissed(r.requestCount ?? null) : new DomainError("CONFLICT", "movedOn");
  // The game as the move left it (built from what was stored, not read again).
  return buildGameView(r.game, seat.seat, new Date());
}
