import { z } from "zod";
import { tournamentIdField } from "./ids.schema";

/** A captain registers a team: its name and the other players (display names or emails). */
export const registerTeamInput = z.object({
  tournamentId: tournamentIdField,
  name: z.string().trim().min(2, "Give the team a name of at least 2 characters.").max(40, "At most 40 characters."),
  members: z.array(z.string().trim().min(1, "Name each player.").max(254)).min(1, "Name the other players of the team.").max(5, "At most 5 other players."),
});
export type RegisterTeamInput = z.infer<typeof registerTeamInput>;

export const answerInviteInput = z.object({ tournamentId: tournamentIdField, teamId: z.string().trim().min(1).max(64), accept: z.boolean() });
export type AnswerInviteInput = z.infer<typeof answerInviteInput>;
