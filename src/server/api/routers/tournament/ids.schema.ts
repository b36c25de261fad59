import { z } from "zod";

export const tournamentIdField = z.string().trim().min(1, "Which tournament?").max(64, "That is not a tournament id.");
export const tournamentIdInput = z.object({ tournamentId: tournamentIdField });
export type TournamentIdInput = z.infer<typeof tournamentIdInput>;
