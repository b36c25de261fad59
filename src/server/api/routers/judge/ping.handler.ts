import type { Session } from "../../../auth/session";
import { getJudgeCoordinator } from "../../../judge/coordinator";
import { pingJudge, type JudgePong } from "../../../judge/ping";
import type { GameRecord } from "../../../repositories/games";
import type { TRPCContext } from "../../context";
import type { JudgePingInput } from "./ping.schema";

/** The match page's heartbeat and clock exchange (the caller holds a seat: seatProcedure). */
export function judgePingHandler({ ctx, input }: { ctx: TRPCContext & { session: Session; game: GameRecord; seat: number }; input: JudgePingInput }): Promise<JudgePong> {
  const coordinator = getJudgeCoordinator(ctx);
  return pingJudge(ctx, coordinator, { game: ctx.game, seat: ctx.seat, rttMs: input.rttMs }, ctx.receivedAt ?? coordinator.clock.now());
}
