import { gameCatalog } from "../../../games/catalog";
import { createTRPCRouter, publicProcedure, seatProcedure } from "../../trpc";
import { mySeatHandler } from "./my-seat.handler";

export const gameRouter = createTRPCRouter({
  /** The five games with a line each (Play page). */
  catalog: publicProcedure.query(() => gameCatalog()),
  mySeat: seatProcedure.query(mySeatHandler),
});
