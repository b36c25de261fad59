import { z } from "zod";
import { gameSchema } from "../admin/ids.schema";

export const presetsInput = z.object({ game: gameSchema });
export type PresetsInput = z.infer<typeof presetsInput>;
