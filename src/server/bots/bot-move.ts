// The bot's move (the job of bot-jobs.ts): the game must still be at the job's seq and a bot seat to act; the bot
// (src/engine/bots chooseMove at the account's level) gets that seat's player view and legal moves and nothing else,
// and its move goes through commitTransition with the seq check, like a player's. A person moving in between (their
// own seat, at a simultaneous step) makes the job find another seq and do nothing; that move's commit queued the next.
import { performance } from "node:perf_hooks";
import { chooseMove, type BotInput } from "~/engine/bots";
import { Rng } from "~/engine/core/rng";
import { commitTransition } from "../games/commit-move";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import { standInMove } from "../games/stand-in";
import type { BotMovePayload } from "./bot-jobs";
import { botLevelOf } from "./bot-level";
import { thinkOffThread } from "./thinking-thread";

/** The strong level's thinking time on the server (in the thinking thread: thinking-thread.ts). */
export const STRONG_BUDGET_MS = 250;

export function parseBotMovePayload(p: unknown): BotMovePayload {
  const o = p as Partial<BotMovePayload> | null;
  if (!o || typeof o.gameId !== "string" || typeof o.seq !== "number")
    throw new Error(`bad bot-move payload ${JSON.stringify(p)}`);
  return { gameId: o.gameId, seq: o.seq };
}

export async function runBotMove(ctx: PlayContext, payload: BotMovePayload, now: Date): Promise<void> {
  const game = await loadGame(ctx.db, payload.gameId);
  if (!game || game.status !== "ACTIVE" || game.seq !== payload.seq || game.ruleset.traits.realTime) return;
  const { ruleset, state } = game;
  const toAct = ruleset.toAct(state);
  const seat = game.seats.find((s) => toAct.includes(s.seat) && botLevelOf(s.botLevel) !== null);
  if (!seat) return;
  const legal = ruleset.legalMoves(state, seat.seat);
  if (legal.length === 0) return;
  const level = botLevelOf(seat.botLevel)!;
  // What the seat sees, and only that: its player view and its legal moves.
  const input = {
    game: ruleset.game,
    setup: game.matchSetup,
    seat: seat.seat,
    view: ruleset.playerView(state, seat.seat),
    legalMoves: legal,
    level,
    rng: Rng.fromSeed(`${game.id}:${game.seq}:${seat.seat}:bot`),
    budget: level === "strong" ? { ms: STRONG_BUDGET_MS, now: () => performance.now() } : undefined,
  } as BotInput;
  let move: Record<string, unknown> | null = null;
  try {
    // The strong search computes for its whole budget: off the main thread, so the site keeps answering meanwhile.
    const chosen = level === "strong" ? await thinkOffThread(input, STRONG_BUDGET_MS) : chooseMove(input);
    move = JSON.parse(JSON.stringify(chosen)) as Record<string, unknown>;
  } catch (e) {
    console.error(
      `[bots] the ${level} ${ruleset.game} bot failed (${(e as Error).message}); the stand-in's move instead`,
    );
  }
  let next = move ? ruleset.applyMove(state, move) : null;
  if (!next?.ok) {
    // A bot must never stall its table: the stand-in's policy (heuristic, then the safest move) answers instead.
    if (move)
      console.error(
        `[bots] the ${level} ${ruleset.game} bot chose an illegal move ${JSON.stringify(move)}; the stand-in's move instead`,
      );
    move = standInMove(ruleset, state, seat.seat, game.matchSetup, `${game.id}:${game.seq}:${seat.seat}`);
    next = move ? ruleset.applyMove(state, move) : null;
  }
  if (!move || !next?.ok) throw new Error(`game ${game.id}: no move for the bot of seat ${seat.seat}`);
  await commitTransition(
    ctx,
    game,
    { seat: seat.seat, move, next: next.state, byStandIn: false, timedOut: false },
    now,
  );
}
