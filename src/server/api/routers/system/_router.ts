import { createTRPCRouter, publicProcedure } from "../../trpc";
import { clockHandler } from "./clock.handler";
import { clockInput } from "./clock.schema";
import { healthHandler } from "./health.handler";

export const systemRouter = createTRPCRouter({
  health: publicProcedure.query(healthHandler),
  clock: publicProcedure.input(clockInput).subscription(clockHandler),
});
