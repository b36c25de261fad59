import { createTRPCRouter, publicProcedure } from "../../trpc";
import { presetsHandler } from "./presets.handler";
import { presetsInput } from "./presets.schema";
import { summaryHandler } from "./summary.handler";
import { summaryInput } from "./summary.schema";

/** House rules for players (public): the presets offered and each game's rules summary. */
export const rulesRouter = createTRPCRouter({
  presets: publicProcedure.input(presetsInput).query(presetsHandler),
  summary: publicProcedure.input(summaryInput).query(summaryHandler),
});
