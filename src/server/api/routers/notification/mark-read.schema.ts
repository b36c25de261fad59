import { z } from "zod";

export const markReadInput = z.union([z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }), z.object({ all: z.literal(true) })]);
export type MarkReadInput = z.infer<typeof markReadInput>;
