// The bookkeeping after a move (or the start), idempotent so that the inline run and its queued backstop may both
// happen: round results when a round ended, match and team results when the game is over, and notifications
// ("your turn", "game started/finished", "the stand-in moved for you"), each pushed to its user's channel.
import { recordAfterMove, type AfterMoveNotification } from "../repositories/after-move";
import type { NotificationParams } from "../repositories/notifications";
import {
  saveMatchResults,
  saveRoundResults,
  type MatchResultRow,
  type RoundResultRow,
  type TeamResultRow,
} from "../repositories/results";
import { rateFinishedGame } from "../ratings/rate-finished-game";
import { tableChannel, userChannel } from "../realtime/bus";
import { noteTournamentGameFinished } from "../tournaments/game-finished";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { roundResultsOf } from "./game-view";
import { gameOutcome } from "./outcome";
import type { PlayContext } from "./play-context";
import { plural } from "~/engine/core/plural";
import { botLevelsParam } from "~/lib/notification-text";

/** Facts fixed when the move was committed (the game may have moved on by the time the job runs). */
export interface AfterMoveFacts {
  gameId: string;
  seq: number;
  started?: boolean;
  roundEnded: boolean;
  /** With roundEnded: how many rounds had ended before the move (the later ones are the move's to store). */
  roundsBefore?: number;
  finished: boolean;
  /** Users whose turn it became. */
  yourTurn: string[];
  timeout: { userId: string; seat: number; timeouts: number; limit: number | null; forfeited: boolean } | null;
  /** A player resigned (games/resign.ts): their seat is forfeited by their own choice. */
  resigned?: { userId: string; seat: number };
}

/** The page of a table and its game. */
export const tableHref = (tableId: string) => `/table/${tableId}`;

/**
 * The arguments of "… in {game} with {others}": the game's key and the other players' names as stored (a list), with
 * their levels beside them when a bot is among them ("" for a person): each reader's news, email or push words a bot's
 * level in their own language. (Who resigns or forfeits is a person: those names need none.)
 */
function withOthersParams(game: LoadedGame, userId: string): NotificationParams {
  const seats = game.seats.filter((s) => s.userId !== userId);
  const others = seats.map((s) => s.displayName);
  const bots = seats.some((s) => s.botLevel !== null)
    ? { [botLevelsParam("others")]: seats.map((s) => s.botLevel ?? "") }
    : {};
  return { game: game.game, others, ...bots, hasOthers: String(others.length > 0) };
}

function withOthers(game: LoadedGame, userId: string): string {
  const others = game.seats.filter((s) => s.userId !== userId).map((s) => s.displayName);
  const list =
    others.length <= 1 ? others.join("") : `${others.slice(0, -1).join(", ")} and ${others[others.length - 1]}`;
  return list ? `${game.ruleset.title} with ${list}` : game.ruleset.title;
}

/** The game's rounds from index `from` on, as rows. */
function roundRows(game: LoadedGame, from = 0): RoundResultRow[] {
  return roundResultsOf(game)
    .filter((r) => r.index >= from)
    .map((r) => ({
      gameId: game.id,
      roundIndex: r.index,
      scores: r.scores,
      yaku: r.yaku,
      winner: r.winner,
      cancelled: r.cancelled,
      explanation: (r.explanation ?? {}) as RoundResultRow["explanation"],
    }));
}

export async function saveResults(ctx: PlayContext, game: LoadedGame): Promise<void> {
  await saveRoundResults(ctx.db, roundRows(game));
  if (game.status !== "FINISHED") return;
  const forfeited = new Set(game.seats.filter((s) => s.forfeited).map((s) => s.seat));
  const outcome = gameOutcome(game.ruleset, game.state, game.matchSetup, forfeited);
  const finishedAt = game.finishedAt ?? new Date();
  const match: MatchResultRow[] = game.seats.map((s) => {
    const side = outcome.sides[outcome.sideOfSeat[s.seat]!]!;
    return {
      gameId: game.id,
      userId: s.userId,
      game: game.game,
      seat: s.seat,
      side: side.side,
      total: side.total,
      rank: side.rank,
      result:
        outcome.winner === null ? (side.forfeited ? "LOST" : "DRAWN") : outcome.winner === side.side ? "WON" : "LOST",
      forfeited: s.forfeited,
      finishedAt,
    };
  });
  const teams: TeamResultRow[] = game.matchSetup.teams
    ? outcome.sides.map((side) => ({
        gameId: game.id,
        team: side.side,
        seats: side.seats,
        total: side.total,
        victories: game.ruleset.roundSummaries(game.state).filter((r) => !r.cancelled && r.winner === side.side).length,
        won: outcome.winner === side.side,
      }))
    : [];
  await saveMatchResults(ctx.db, match, teams);
  // Games of people only move their Glicko-2 ratings (once, however often this runs). The table's page hears of it
  // (table.onChange sends the table again, with the changes): its final dialog shows them.
  if (await rateFinishedGame(ctx.db, game, match)) {
    await ctx.bus
      .publish(tableChannel(game.tableId), { tableId: game.tableId })
      .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
  }
}

/** The names of who resigned a game that ended by resign (the catalog lists them in the reader's language). */
function resignerList(game: LoadedGame, facts: AfterMoveFacts): string[] {
  const seats = facts.resigned
    ? game.seats.filter((s) => s.seat === facts.resigned!.seat)
    : game.seats.filter((s) => s.forfeited);
  return seats.map((s) => s.displayName);
}

/** Who resigned a game that ended by resign, as `userId` is told ("you" for themselves). */
function resignerNames(game: LoadedGame, facts: AfterMoveFacts, userId: string): string {
  const seats = facts.resigned
    ? game.seats.filter((s) => s.seat === facts.resigned!.seat)
    : game.seats.filter((s) => s.forfeited);
  if (seats.some((s) => s.userId === userId)) return "you";
  return seats.map((s) => s.displayName).join(" and ") || "A player";
}

/**
 * "Your turn" for the people whose turn the move made it: only while it is still theirs (the game as it is now), and
 * stored only when they have no unread one for this game (one is enough). Bots have nobody to tell.
 */
export function yourTurnNotes(game: LoadedGame, facts: AfterMoveFacts): AfterMoveNotification[] {
  if (game.status !== "ACTIVE") return [];
  const toAct = new Set(game.toAct);
  const notes: AfterMoveNotification[] = [];
  for (const userId of facts.yourTurn) {
    const seat = game.seats.find((s) => s.userId === userId);
    if (!seat || seat.botLevel !== null || !toAct.has(seat.seat)) continue;
    notes.push({
      userId,
      kind: "your_turn",
      text: `Your turn in ${withOthers(game, userId)}.`,
      textKey: "yourTurn",
      textParams: withOthersParams(game, userId),
      href: tableHref(game.tableId),
      key: `turn:${game.id}:${facts.seq}:${userId}`,
      unlessUnread: true,
    });
  }
  return notes;
}

/**
 * The bookkeeping of the move that brought the game to `facts.seq`. `game`: the game as that move left it, when the
 * caller has it in memory (the inline run after a commit; the backstop job reads it). `backstopJobKey`: the move's queued
 * after-move job, deleted in the same statement as the notifications (the inline run).
 */
export async function runAfterMove(
  ctx: PlayContext,
  facts: AfterMoveFacts,
  now: Date,
  opts: { game?: LoadedGame; backstopJobKey?: string } = {},
): Promise<void> {
  const game = opts.game ?? (await loadGame(ctx.db, facts.gameId));
  if (!game) return;
  // A round that ended in a game going on is stored by the notifications' statement below; a game's end, with its
  // match results, ratings and tournament, here.
  if (facts.finished) await saveResults(ctx, game);
  const rounds = facts.roundEnded && !facts.finished ? roundRows(game, facts.roundsBefore) : [];
  // A tournament's game: its pairing records the result (a keyed job, so the backstop run queues nothing more).
  if (facts.finished && game.status === "FINISHED") await noteTournamentGameFinished(ctx.db, game.id, now);

  const href = tableHref(game.tableId);
  const notes: AfterMoveNotification[] = [];
  if (facts.started) {
    for (const s of game.seats)
      notes.push({
        userId: s.userId,
        kind: "game_started",
        text: `Your game of ${withOthers(game, s.userId)} has started.`,
        textKey: "gameStarted",
        textParams: withOthersParams(game, s.userId),
        href,
        key: `started:${game.id}:${s.userId}`,
      });
  }
  if (facts.finished && game.status === "FINISHED") {
    const forfeited = new Set(game.seats.filter((s) => s.forfeited).map((s) => s.seat));
    const outcome = gameOutcome(game.ruleset, game.state, game.matchSetup, forfeited);
    for (const s of game.seats) {
      const side = outcome.sideOfSeat[s.seat]!;
      const result = outcome.winner === null ? "it is a draw" : outcome.winner === side ? "you won" : "you lost";
      const why = game.endReason === "forfeit" ? " (by forfeit)" : "";
      const resigned = game.endReason === "resign" ? resignerNames(game, facts, s.userId) : null;
      const text = resigned
        ? resigned === "you"
          ? `You resigned your game of ${withOthers(game, s.userId)}: ${result}.`
          : `${resigned} resigned your game of ${game.ruleset.title}: ${result === "you won" ? "you win" : result}.`
        : `Your game of ${withOthers(game, s.userId)} is over: ${result}${why}.`;
      const params = {
        ...withOthersParams(game, s.userId),
        result: outcome.winner === null ? "draw" : outcome.winner === side ? "won" : "lost",
        forfeit: String(game.endReason === "forfeit"),
      };
      const resigners = game.endReason === "resign" ? resignerList(game, facts) : [];
      notes.push({
        userId: s.userId,
        kind: "game_finished",
        text,
        ...(resigned === null
          ? { textKey: "gameOver", textParams: params }
          : resigned === "you"
            ? { textKey: "youResigned", textParams: params }
            : resigners.length > 0
              ? { textKey: "theyResigned", textParams: { ...params, names: resigners } }
              : // nobody to name (no seat recorded as resigning): the game's end and its result
                { textKey: "gameOver", textParams: params }),
        href,
        key: `finished:${game.id}:${s.userId}`,
      });
    }
  } else if (facts.resigned) {
    // The game goes on: the others hear who left (the one who resigned knows).
    const name = game.seats.find((s) => s.seat === facts.resigned!.seat)?.displayName ?? "A player";
    for (const s of game.seats) {
      if (s.userId === facts.resigned.userId) continue;
      const rest = game.ruleset.traits.leaverFolds
        ? "their seat folds every hand from now on"
        : "the stand-in plays their seat to the end";
      notes.push({
        userId: s.userId,
        kind: "forfeit",
        text: `${name} resigned your game of ${game.ruleset.title}: ${rest}.`,
        textKey: "resignedGoesOn",
        textParams: { name, game: game.game, folds: String(game.ruleset.traits.leaverFolds) },
        href,
        key: `resigned:${game.id}:${facts.resigned.seat}:${s.userId}`,
      });
    }
  }
  if (facts.timeout) {
    const { userId, timeouts, limit, forfeited } = facts.timeout;
    const count =
      limit !== null
        ? ` (timeout ${timeouts} of ${limit})`
        : timeouts > 1
          ? ` (${plural(timeouts, "time")} in this game)`
          : "";
    const text = forfeited
      ? `Your time ran out again in ${withOthers(game, userId)}: your seat is forfeited and the stand-in plays it to the end.`
      : `Your time ran out in ${withOthers(game, userId)}: the stand-in moved for you${count}.`;
    // One unread timeout line per game, kept up to date, rather than a new line for every missed move.
    notes.push({
      userId,
      kind: forfeited ? "forfeit" : "timeout",
      text,
      textKey: forfeited ? "timeoutForfeit" : "timeout",
      textParams: {
        ...withOthersParams(game, userId),
        count: limit !== null ? "limit" : timeouts > 1 ? "many" : "one",
        timeouts,
        limit: limit ?? 0,
      },
      href,
      key: `timeout:${game.id}:${facts.seq}`,
      replaceUnread: !forfeited,
    });
  }
  notes.push(...yourTurnNotes(game, facts));
  // Bots (practice tables) have nobody to tell.
  const bots = new Set(game.seats.filter((s) => s.botLevel !== null).map((s) => s.userId));
  // "Your turn" lines of a game that is over (every seat's), or of a seat its player resigned, call nobody any more.
  const over = facts.finished && game.status === "FINISHED";
  const turnsOver = over ? game.seats.map((s) => s.userId) : facts.resigned ? [facts.resigned.userId] : [];
  const told = await recordAfterMove(
    ctx.db,
    notes.filter((n) => !bots.has(n.userId)),
    opts.backstopJobKey ?? null,
    now,
    { gameId: game.id, userIds: turnsOver.filter((u) => !bots.has(u)) },
    rounds,
  );
  for (const userId of told) await ctx.bus.publish(userChannel(userId), { userId });
}
