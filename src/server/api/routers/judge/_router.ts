import { createTRPCRouter, seatProcedure } from "../../trpc";
import { judgeActHandler } from "./act.handler";
import { judgeActInput } from "./act.schema";
import { judgePingHandler } from "./ping.handler";
import { judgePingInput } from "./ping.schema";
import { judgeReadyHandler } from "./ready.handler";
import { judgeReadyInput } from "./ready.schema";

/** Live Judge (src/server/judge): the heartbeat and clock exchange, Ready before the first round, the one action per round. The live stream is the
 * table's (table.onChange carries the match's live views). */
export const judgeRouter = createTRPCRouter({
  ping: seatProcedure.input(judgePingInput).mutation(judgePingHandler),
  ready: seatProcedure.input(judgeReadyInput).mutation(judgeReadyHandler),
  act: seatProcedure.input(judgeActInput).mutation(judgeActHandler),
});
