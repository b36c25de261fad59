import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const markReadInput = z.union([
  z.object({ ids: z.array(idField("notification")).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadInput = z.infer<typeof markReadInput>;
