import { z } from "zod";
import { tournamentIdField } from "./ids.schema";

export const CANCEL_REASON_MAX = 200;

export const cancelTournamentInput = z.object({
  tournamentId: tournamentIdField,
  /** Optional: shown on the page and in the entrants' notifications. */
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `Keep the reason to ${CANCEL_REASON_MAX} characters.`)
    .refine((s) => !/[\r\n]/.test(s), "Keep the reason to one line.")
    .default(""),
});
export type CancelTournamentInput = z.infer<typeof cancelTournamentInput>;
