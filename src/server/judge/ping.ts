// judge.ping: the match page's heartbeat (every 2 s) and clock exchange. The page sends the round-trip time it
// measured on its previous ping, with the server's own time in between taken out (NTP style), so the one-way delay
// estimate (EWMA of half the RTT, docs/rules/judge.md, "Playing online") is the network's alone. The answer carries the server's receive and
// send times: the page derives its clock offset from them and counts the "3-2-1" down on the server's clock.
// A lie about the RTT buys at most OWD_cap (150 ms) of credit. A page that is hidden says so (`away`): its player
// counts as gone, as when the page is closed, so the match pauses and the away limit runs instead of rounds passing
// without them (inactivity forfeits after a few).
import type { PlayContext } from "../games/play-context";
import type { GameRecord } from "../repositories/games";
import { listJudgePresence, markJudgeAbsent, touchJudgePresence } from "../repositories/judge-matches";
import { DomainError } from "../errors";
import { judgeChannel, judgeEventPayload } from "./channel";
import type { JudgeCoordinator } from "./coordinator";
import { isPresent, nextDelayEstimate, presenceBySeat } from "./presence";

export interface JudgePong {
  /** Server time when the ping arrived, and when the answer left (ms since the epoch). */
  receivedAt: number;
  sentAt: number;
  /** The smoothed one-way delay the server credits this player (before the cap), or null before any sample. */
  owdMs: number | null;
}

export async function pingJudge(
  ctx: PlayContext,
  coordinator: JudgeCoordinator,
  input: { game: GameRecord; seat: number; rttMs?: number | null; away?: boolean },
  receivedAt: number,
): Promise<JudgePong> {
  const { game, seat } = input;
  if (game.game !== "judge") throw new DomainError("BAD_REQUEST", "onlyJudgeMatchesPlayed");
  let owdMs: number | null = null;
  if (game.status === "ACTIVE") {
    const before = presenceBySeat(await listJudgePresence(ctx.db, game.id))[seat === 0 ? 0 : 1];
    const delay =
      input.rttMs === undefined || input.rttMs === null ? undefined : nextDelayEstimate(before, input.rttMs);
    owdMs = delay?.owdMs ?? before?.owdMs ?? null;
    const now = coordinator.clock.now();
    if (input.away) {
      // Dated back past the presence TTL, as a closed stream is; the delay estimate is kept for the return.
      await markJudgeAbsent(ctx.db, game.id, seat, new Date(now - coordinator.timings.presenceTtlMs - 1));
      if (isPresent(before, now, coordinator.timings))
        await ctx.bus.publish(judgeChannel(game.id), judgeEventPayload({ k: "presence", seat })).catch(() => {});
      coordinator.touch(game.id);
      return { receivedAt, sentAt: coordinator.clock.now(), owdMs };
    }
    await touchJudgePresence(ctx.db, game.id, seat, new Date(now), delay);
    if (!isPresent(before, now, coordinator.timings)) {
      await ctx.bus.publish(judgeChannel(game.id), judgeEventPayload({ k: "presence", seat })).catch(() => {});
    }
    coordinator.touch(game.id);
  }
  return { receivedAt, sentAt: coordinator.clock.now(), owdMs };
}
