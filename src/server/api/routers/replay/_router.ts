import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { replayAnalyseHandler } from "./analyse.handler";
import { replayAnalyseInput } from "./analyse.schema";
import { replayGetHandler } from "./get.handler";
import { replayGetInput } from "./get.schema";
import { replayListHandler } from "./list.handler";
import { replayListInput } from "./list.schema";

// Public procedures: finished games of public tables can be replayed without signing in (shared links); the
// service asks for a session where it is needed (my games, games in play) and refuses private tables to others.
export const replayRouter = createTRPCRouter({
  list: publicProcedure.input(replayListInput).query(replayListHandler),
  get: publicProcedure.input(replayGetInput).query(replayGetHandler),
  // The analysis panel: signed in (its rate limit is per user), then replay.get's access rule; finished games only.
  analyse: protectedProcedure.input(replayAnalyseInput).query(replayAnalyseHandler),
});
