import { z } from "zod";
import {
  registrationClosesAtField,
  roundStartField,
  tournamentDescriptionField,
  tournamentNameField,
} from "../../../schemas/create-tournament.schema";
import { tournamentIdField } from "./ids.schema";

/** The fields to change (absent: unchanged), each with the create form's rules; the schedule is checked by the server. */
export const editTournamentInput = z.object({
  tournamentId: tournamentIdField,
  name: tournamentNameField.optional(),
  description: tournamentDescriptionField.optional(),
  registrationClosesAt: registrationClosesAtField.optional(),
  /** Round 1's start (later listed start times stay). */
  firstRoundAt: roundStartField.optional(),
});
export type EditTournamentInput = z.infer<typeof editTournamentInput>;
