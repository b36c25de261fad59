import { createTRPCRouter, publicProcedure } from "../../trpc";
import { replayGetHandler } from "./get.handler";
import { replayGetInput } from "./get.schema";
import { replayListHandler } from "./list.handler";
import { replayListInput } from "./list.schema";

// Public procedures: finished games of public tables can be replayed without signing in (shared links); the
// service asks for a session where it is needed (my games, games in play) and refuses private tables to others.
export const replayRouter = createTRPCRouter({
  list: publicProcedure.input(replayListInput).query(replayListHandler),
  get: publicProcedure.input(replayGetInput).query(replayGetHandler),
});
