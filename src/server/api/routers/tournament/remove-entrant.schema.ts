import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";
import { reasonField } from "./cancel.schema";
import { tournamentIdField } from "./ids.schema";

const entrantIdField = idField("entrant");

export const removeEntrantInput = z
  .object({
    tournamentId: tournamentIdField,
    /** Individual events: the entrant; team events: the team (complete or not). */
    entrantId: entrantIdField.optional(),
    teamId: idField("team").optional(),
    /** Shown to the removed players in their notification. */
    reason: reasonField.refine((s) => s.length > 0, "Give a reason: the player reads it."),
  })
  .refine((v) => (v.entrantId === undefined) !== (v.teamId === undefined), {
    message: "Say which entrant or team to remove.",
    path: ["entrantId"],
  });
export type RemoveEntrantInput = z.infer<typeof removeEntrantInput>;
