import { z } from "zod";
import { reasonField } from "./cancel.schema";
import { tournamentIdField } from "./ids.schema";

const idField = z.string().trim().min(1).max(64);

export const removeEntrantInput = z
  .object({
    tournamentId: tournamentIdField,
    /** Individual events: the entrant; team events: the team (complete or not). */
    entrantId: idField.optional(),
    teamId: idField.optional(),
    /** Shown to the removed players in their notification. */
    reason: reasonField.refine((s) => s.length > 0, "Give a reason: the player reads it."),
  })
  .refine((v) => (v.entrantId === undefined) !== (v.teamId === undefined), { message: "Say which entrant or team to remove.", path: ["entrantId"] });
export type RemoveEntrantInput = z.infer<typeof removeEntrantInput>;
