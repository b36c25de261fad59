import { z } from "zod";
import { BOT_LEVELS } from "~/engine/bots";
import { tableIdField } from "./ids.schema";

export const fillWithBotsInput = z.object({
  tableId: tableIdField,
  level: z.enum(BOT_LEVELS as unknown as ["random", "heuristic", "strong"]),
});
export type FillWithBotsInput = z.infer<typeof fillWithBotsInput>;
