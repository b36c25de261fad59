import { gameCatalog } from "../../../games/catalog";
import { createTRPCRouter, moverProcedure, protectedProcedure, publicProcedure, seatProcedure } from "../../trpc";
import { gameMoveHandler } from "./move.handler";
import { gameMoveInput } from "./move.schema";
import { mySeatHandler } from "./my-seat.handler";
import { gameResignHandler } from "./resign.handler";
import { gameRoundHandler } from "./round.handler";
import { gameRoundInput } from "./round.schema";
import { gameViewHandler } from "./view.handler";
import { gameViewInput } from "./view.schema";

export const gameRouter = createTRPCRouter({
  /** The games with a line each (Play page). */
  catalog: publicProcedure.query(() => gameCatalog()),
  mySeat: seatProcedure.query(mySeatHandler),
  view: protectedProcedure.input(gameViewInput).query(gameViewHandler),
  /** A finished round's scoring explained (a view carries only the latest round's). */
  round: protectedProcedure.input(gameRoundInput).query(gameRoundHandler),
  move: moverProcedure.input(gameMoveInput).mutation(gameMoveHandler),
  /** The caller gives up their seat: the game ends if one side is left, else the stand-in plays it to the end. */
  resign: seatProcedure.mutation(gameResignHandler),
});
