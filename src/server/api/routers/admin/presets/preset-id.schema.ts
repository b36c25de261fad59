import { z } from "zod";
import { idSchema } from "../ids.schema";

/** Input of hide, unhide and setDefault. */
export const presetIdInput = z.object({ id: idSchema });
export type PresetIdInput = z.infer<typeof presetIdInput>;
