import { z } from "zod";
import { idField, textField } from "../../../schemas/fields.schema";
import { tournamentIdField } from "./ids.schema";

/** A captain registers a team: its name and the other players (display names or emails). */
export const registerTeamInput = z.object({
  tournamentId: tournamentIdField,
  name: textField({
    kind: "name",
    min: 2,
    max: 40,
    tooShort: "Give the team a name of at least 2 characters.",
    tooLong: "At most 40 characters.",
  }),
  members: z
    .array(
      textField({ kind: "name", min: 1, max: 254, tooShort: "Name each player.", tooLong: "At most 254 characters." }),
    )
    .min(1, "Name the other players of the team.")
    .max(5, "At most 5 other players."),
});
export type RegisterTeamInput = z.infer<typeof registerTeamInput>;

export const answerInviteInput = z.object({
  tournamentId: tournamentIdField,
  teamId: idField("team"),
  accept: z.boolean(),
});
export type AnswerInviteInput = z.infer<typeof answerInviteInput>;
