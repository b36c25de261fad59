import { z } from "zod";
import { idField } from "../../../schemas/fields.schema";

export const tournamentIdField = idField("tournament");
export const tournamentIdInput = z.object({ tournamentId: tournamentIdField });
export type TournamentIdInput = z.infer<typeof tournamentIdInput>;
