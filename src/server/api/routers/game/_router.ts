import { gameCatalog } from "../../../games/catalog";
import { createTRPCRouter, moverProcedure, protectedProcedure, publicProcedure, seatProcedure } from "../../trpc";
import { gameMoveHandler } from "./move.handler";
import { gameMoveInput } from "./move.schema";
import { mySeatHandler } from "./my-seat.handler";
import { gameResignHandler } from "./resign.handler";
import { gameViewHandler } from "./view.handler";
import { gameViewInput } from "./view.schema";

export const gameRouter = createTRPCRouter({
  /** The games with a line each (Play page). */
  catalog: publicProcedure.query(() => gameCatalog()),
  mySeat: seatProcedure.query(mySeatHandler),
  view: protectedProcedure.input(gameViewInput).query(gameViewHandler),
  move: moverProcedure.input(gameMoveInput).mutation(gameMoveHandler),
  /** The caller gives up their seat: the game ends if one side is left, else the stand-in plays it to the end. */
  resign: seatProcedure.mutation(gameResignHandler),
});
