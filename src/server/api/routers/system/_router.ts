import { createTRPCRouter, publicProcedure } from "../../trpc";
import { healthHandler } from "./health.handler";
import { siteLiveHandler } from "./live.handler";
import { siteLiveInput } from "./live.schema";

export const systemRouter = createTRPCRouter({
  health: publicProcedure.query(healthHandler),
  /** The header's and footer's one stream: the server's clock and, signed in, the notification count. */
  live: publicProcedure.input(siteLiveInput).subscription(siteLiveHandler),
});
