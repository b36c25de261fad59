import { z } from "zod";
import { textField } from "../../../schemas/fields.schema";
import { tournamentIdField } from "./ids.schema";

export const CANCEL_REASON_MAX = 200;

/** An organiser's reason (a cancel, a removal): one line the players read. */
export const reasonField = textField({
  kind: "line",
  max: CANCEL_REASON_MAX,
  tooLong: `Keep the reason to ${CANCEL_REASON_MAX} characters.`,
});

export const cancelTournamentInput = z.object({
  tournamentId: tournamentIdField,
  /** Optional: shown on the page and in the entrants' notifications. */
  reason: reasonField.default(""),
});
export type CancelTournamentInput = z.infer<typeof cancelTournamentInput>;
