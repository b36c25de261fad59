import { getJudgeCoordinator } from "../../../judge/coordinator";
import { pingJudge, type JudgePong } from "../../../judge/ping";
import type { GameRecord } from "../../../repositories/games";
import { enforceRateLimit, pingLimit } from "../../../security/rate-limit";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { JudgePingInput } from "./ping.schema";

/** The match page's heartbeat and clock exchange (the caller holds a seat: seatProcedure). */
export async function judgePingHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext & { game: GameRecord; seat: number }, JudgePingInput>): Promise<JudgePong> {
  // The page takes the server's time between receivedAt and sentAt out of its RTT, so this count does not skew it.
  await enforceRateLimit(ctx.db, pingLimit(), ctx.session.user.id);
  const coordinator = getJudgeCoordinator(ctx);
  return pingJudge(
    ctx,
    coordinator,
    { game: ctx.game, seat: ctx.seat, rttMs: input.rttMs, away: input.away },
    ctx.receivedAt ?? coordinator.clock.now(),
  );
}
