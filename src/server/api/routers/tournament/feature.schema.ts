import { z } from "zod";
import { tournamentIdField } from "./ids.schema";

export const featureInput = z.object({ tournamentId: tournamentIdField, featured: z.boolean() });
export type FeatureInput = z.infer<typeof featureInput>;
