// When an admin suspends an account, the stand-in takes over its seats: in games in play each seat is
// forfeited — the deadline path (deadlines.ts) then plays it at once on every one of its turns, and it ranks last —
// and the account leaves the open tables it was waiting at. Judge is played in real time and has no stand-in: its
// seat simply stops acting (its window closes as "no action").
import { isRealTimeGame } from "~/engine/registry";
import { kickJobWorker } from "../jobs/kick";
import { gameChannel } from "../realtime/bus";
import {
  currentSeqs,
  forfeitActiveSeatsOfUser,
  insertHandOverJobs,
  openTableIdsOfUser,
} from "../repositories/suspended-seats";
import { DEADLINE_JOB } from "./job-kinds";
import type { PlayContext } from "./play-context";
import { leaveTable } from "./tables";

/** The key of the stand-in's job for a suspended seat (not the regular deadline key, which may be queued for later). */
const handOverJobKey = (gameId: string, seq: number) => `suspension:${gameId}:${seq}`;

export async function handOverSeatsToStandIn(
  ctx: PlayContext,
  userId: string,
  now: Date,
): Promise<{ games: number; tablesLeft: number }> {
  const job = (gameId: string, seq: number) => ({
    kind: DEADLINE_JOB,
    payload: { gameId, seq },
    runAt: now,
    key: handOverJobKey(gameId, seq),
  });
  const seats = await forfeitActiveSeatsOfUser(ctx.db, userId, (s) =>
    isRealTimeGame(s.game) ? null : job(s.gameId, s.seq),
  );
  // A move committed while the seats were being marked computed its deadline without the forfeit: queue the stand-in
  // for the position after it too (a job for a position the game has left does nothing).
  const later = await currentSeqs(
    ctx.db,
    seats.filter((s) => !isRealTimeGame(s.game)).map((s) => s.gameId),
  );
  await insertHandOverJobs(
    ctx.db,
    later.filter((g) => g.active).map((g) => job(g.gameId, g.seq)),
  );
  if (seats.length) kickJobWorker();
  // No move: the streams read the game again at the same seq (watch-game.ts), and see the seat forfeited.
  for (const s of seats) await ctx.bus.publish(gameChannel(s.gameId), { gameId: s.gameId, seq: s.seq, reread: true });

  let tablesLeft = 0;
  for (const tableId of await openTableIdsOfUser(ctx.db, userId)) {
    try {
      await leaveTable(ctx, userId, tableId);
      tablesLeft++;
    } catch {
      // The table started or closed in between (rare): suspending the account again hands over that game too.
    }
  }
  return { games: seats.length, tablesLeft };
}
