// A player resigns (game.resign): their seat is forfeited by their own choice, with the forfeit rule of README.md
// ("Clocks, the stand-in and forfeits"): when at most one side is left unforfeited the game ends at once
// (endReason "resign") and that side wins; otherwise the stand-in plays the seat to the end and it ranks last.
//
// A resign is no move of the game (the record has no place for one), so it stores no Move and leaves the seq as it
// is: it is committed under the game's row lock (repositories/games.ts commitResign), at whatever seq the game has
// reached (a resign does not fail because the opponent moved), and a move racing it either commits first (the resign
// then reads its result: a game it ended cannot be resigned) or after it (a game the resign ended refuses the move;
// otherwise the move stands and the stand-in is queued again for the position after it). Its bus event says "game G,
// read it again" (`reread`): the streams' views change although the seq does not.
//
// A game played in real time (Judge) has no stand-in and is always two players: its live pipeline stores the resign
// like an absent player's forfeit (judge/resign.ts).
import type { GameView } from "../views/game";
import { DomainError } from "../errors";
import { kickJobWorker } from "../jobs/kick";
import { gameChannel, tableChannel } from "../realtime/bus";
import { commitResign } from "../repositories/game-commits";
import { currentSeqs, insertHandOverJobs } from "../repositories/suspended-seats";
import type { AfterMoveFacts } from "./after-move";
import { resignLiveMatch } from "../judge/resign";
import { afterCommit } from "./commit-move";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { buildGameView } from "./game-view";
import { AFTER_MOVE_BACKSTOP_MS, AFTER_MOVE_JOB, DEADLINE_JOB } from "./job-kinds";
import { forfeitEndsGame } from "./outcome";
import type { PlayContext } from "./play-context";

export const RESIGN_END_REASON = "resign";

/** The stand-in's job for a resigned seat at `seq` (not the regular deadline key, which may be queued for later). */
const handOverJobKey = (gameId: string, seq: number) => `resign-stand-in:${gameId}:${seq}`;
/** The backstop of the resign's bookkeeping (results, notifications): one per seat, as a seat resigns once. */
const resignAfterKey = (gameId: string, seat: number) => `resign:${gameId}:${seat}`;

function refuseUnlessResignable(game: LoadedGame | null, userId: string): { game: LoadedGame; seat: number } {
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  const seat = game.seats.find((s) => s.userId === userId);
  if (!seat) throw new DomainError("FORBIDDEN", "notSeatGame");
  if (seat.botLevel !== null) throw new DomainError("FORBIDDEN", "botCannotResign");
  if (game.status !== "ACTIVE") throw new DomainError("PRECONDITION_FAILED", "gameAlreadyOver");
  if (seat.forfeited) throw new DomainError("PRECONDITION_FAILED", "alreadyLeftGame");
  return { game, seat: seat.seat };
}

/** Resigns the caller's seat and returns their view of the game after it. */
export async function resignGame(
  ctx: PlayContext,
  input: { gameId: string; userId: string },
  now = new Date(),
): Promise<GameView> {
  const { game, seat } = refuseUnlessResignable(await loadGame(ctx.db, input.gameId), input.userId);
  if (game.ruleset.traits.realTime)
    return resignLiveMatch(ctx, game, seat, now, {
      endReason: RESIGN_END_REASON,
      reload: async (id) => refuseUnlessResignable(await loadGame(ctx.db, id), input.userId).game,
    });

  let facts: AfterMoveFacts | null = null;
  const afterKey = resignAfterKey(game.id, seat);
  const r = await commitResign(ctx.db, {
    gameId: game.id,
    tableId: game.tableId,
    seat,
    decide: (forfeited, seq) => {
      const finished = forfeitEndsGame(game.matchSetup, forfeited, game.ruleset.seatsInGame?.(game.state));
      facts = {
        gameId: game.id,
        seq,
        roundEnded: false,
        finished,
        yourTurn: [],
        timeout: null,
        resigned: { userId: input.userId, seat },
      };
      return {
        finish: finished ? { finishedAt: now, endReason: RESIGN_END_REASON } : null,
        jobs: [
          // The stand-in plays the seat at once if it is to act (a job for a position the game has left does nothing).
          ...(finished
            ? []
            : [
                {
                  kind: DEADLINE_JOB,
                  payload: { gameId: game.id, seq },
                  runAt: now,
                  key: handOverJobKey(game.id, seq),
                },
              ]),
          {
            kind: AFTER_MOVE_JOB,
            payload: { ...facts },
            runAt: new Date(now.getTime() + AFTER_MOVE_BACKSTOP_MS),
            key: afterKey,
          },
        ],
      };
    },
  });
  if (!r.ok) {
    if (r.reason === "over") throw new DomainError("PRECONDITION_FAILED", "gameAlreadyOver");
    throw new DomainError("PRECONDITION_FAILED", "alreadyLeftGame");
  }
  if (!r.finished) {
    // A move committed while the resign waited for the lock computed its deadline without the forfeit: queue the
    // stand-in for the position after it too.
    const later = await currentSeqs(ctx.db, [game.id]);
    await insertHandOverJobs(
      ctx.db,
      later
        .filter((g) => g.active && g.seq !== r.seq)
        .map((g) => ({
          kind: DEADLINE_JOB,
          payload: { gameId: game.id, seq: g.seq },
          runAt: now,
          key: handOverJobKey(game.id, g.seq),
        })),
    );
    kickJobWorker();
  }
  const after = await loadGame(ctx.db, game.id);
  if (!after) throw new DomainError("NOT_FOUND", "noSuchGame");
  await ctx.bus
    .publish(gameChannel(game.id), { gameId: game.id, seq: after.seq, reread: true })
    .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
  if (r.finished)
    await ctx.bus
      .publish(tableChannel(game.tableId), { tableId: game.tableId })
      .catch((e) => console.error(`[games] publish: ${(e as Error).message}`));
  await afterCommit(ctx, facts!, afterKey, now, { game: after, published: true });
  return buildGameView(after, seat, new Date());
}
