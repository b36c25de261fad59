import { createTRPCRouter, protectedProcedure, seatProcedure } from "../../trpc";
import { judgeActHandler } from "./act.handler";
import { judgeActInput } from "./act.schema";
import { judgePingHandler } from "./ping.handler";
import { judgePingInput } from "./ping.schema";
import { judgeWatchHandler } from "./watch.handler";
import { judgeWatchInput } from "./watch.schema";

/** Live Judge (src/server/judge): the heartbeat and clock exchange, the one action per round, the live stream. */
export const judgeRouter = createTRPCRouter({
  ping: seatProcedure.input(judgePingInput).mutation(judgePingHandler),
  act: seatProcedure.input(judgeActInput).mutation(judgeActHandler),
  watch: protectedProcedure.input(judgeWatchInput).subscription(judgeWatchHandler),
});
