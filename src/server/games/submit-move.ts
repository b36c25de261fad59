// A player's move: checked against the game as the player saw it (seq), then by the engine, then stored with the
// optimistic seq update (commit-move.ts). Every refusal leaves the game as it was.
import { DomainError } from "../errors";
import type { GameView } from "../views/game";
import { commitTransition } from "./commit-move";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { buildGameView } from "./game-view";
import type { PlayContext } from "./play-context";

export const MOVED_ON = "The game has moved on; here is the current position.";

/** A move by `userId` on the game as stored now (services and tests; game.move comes through moverProcedure). */
export async function submitMove(
  ctx: PlayContext,
  input: { gameId: string; userId: string; seq: number; move: Record<string, unknown> },
  now = new Date(),
): Promise<GameView> {
  const game = await loadGame(ctx.db, input.gameId);
  if (!game) throw new DomainError("NOT_FOUND", "There is no such game.");
  const seat = game.seats.find((s) => s.userId === input.userId);
  if (!seat) throw new DomainError("FORBIDDEN", "You do not have a seat in this game.");
  return playMove(ctx, game, seat.seat, input, now);
}

/** The move of the player at `seatNumber` on `game` as read, played on the position of `input.seq`. */
export async function playMove(
  ctx: PlayContext,
  game: LoadedGame,
  seatNumber: number,
  input: { seq: number; move: Record<string, unknown> },
  now: Date,
): Promise<GameView> {
  const seat = game.seats.find((s) => s.seat === seatNumber)!;
  if (input.seq !== game.seq) throw new DomainError("CONFLICT", MOVED_ON);
  if (game.status !== "ACTIVE") throw new DomainError("PRECONDITION_FAILED", "This game is over.");
  if (game.ruleset.traits.realTime)
    throw new DomainError(
      "BAD_REQUEST",
      `${game.ruleset.title} is played in real time on the match page, not move by move.`,
    );
  if (seat.forfeited)
    throw new DomainError("FORBIDDEN", "Your seat was forfeited: the stand-in plays it to the end of the game.");
  const claimed = input.move.seat;
  if (claimed !== undefined && claimed !== seat.seat) {
    throw new DomainError(
      "FORBIDDEN",
      `You play seat ${seat.seat}; you cannot move for seat ${JSON.stringify(claimed)}.`,
    );
  }
  const { ruleset, state } = game;
  if (!ruleset.toAct(state).includes(seat.seat)) throw new DomainError("BAD_REQUEST", "It is not your turn.");
  const next = ruleset.applyMove(state, input.move);
  if (!next.ok) throw new DomainError("BAD_REQUEST", next.error.message);
  // Stored as plain JSON: exactly what the engine accepted.
  const move = JSON.parse(JSON.stringify(input.move)) as Record<string, unknown>;
  const r = await commitTransition(
    ctx,
    game,
    { seat: seat.seat, move, next: next.state, byStandIn: false, timedOut: false },
    now,
  );
  if (!r.ok) throw new DomainError("CONFLICT", MOVED_ON);
  // The game as the move left it (built from what was stored, not read again).
  return buildGameView(r.game, seat.seat, new Date());
}
