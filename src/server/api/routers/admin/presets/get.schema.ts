import { z } from "zod";
import { idSchema } from "../ids.schema";

export const getPresetInput = z.object({ id: idSchema });
export type GetPresetInput = z.infer<typeof getPresetInput>;
