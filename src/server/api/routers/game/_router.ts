import { gameCatalog } from "../../../games/catalog";
import { createTRPCRouter, protectedProcedure, publicProcedure, seatProcedure } from "../../trpc";
import { gameMoveHandler } from "./move.handler";
import { gameMoveInput } from "./move.schema";
import { mySeatHandler } from "./my-seat.handler";
import { gameResignHandler } from "./resign.handler";
import { gameViewHandler } from "./view.handler";
import { gameViewInput } from "./view.schema";

export const gameRouter = createTRPCRouter({
  /** The five games with a line each (Play page). */
  catalog: publicProcedure.query(() => gameCatalog()),
  mySeat: seatProcedure.query(mySeatHandler),
  view: protectedProcedure.input(gameViewInput).query(gameViewHandler),
  // Not protectedProcedure nor seatProcedure: the handler reads the session (unless the context did), the move's count
  // and the game in one statement, refuses a caller who is not signed in and one without a seat.
  move: publicProcedure.input(gameMoveInput).mutation(gameMoveHandler),
  /** The caller gives up their seat: the game ends if one side is left, else the stand-in plays it to the end. */
  resign: seatProcedure.mutation(gameResignHandler),
});
