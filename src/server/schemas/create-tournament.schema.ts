import { z } from "zod";
import { idField, textField, tokenField } from "./fields.schema";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { timeControlSchema, timeoutsBeforeForfeitSchema } from "../games/time-control";
import { plural } from "~/engine/core/plural";

const DAY = 86_400;

/** Round robins stay playable: every entrant meets every other. */
export const ROUND_ROBIN_MAX_ENTRANTS = 16;

type CountsOf = { minEntrants?: unknown; maxEntrants?: unknown };
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 256;

// The fields an organiser may edit later (tournament.edit) keep the same rules.
export const tournamentNameField = textField({
  kind: "name",
  min: 3,
  max: 80,
  tooShort: "Give the tournament a name of at least 3 characters.",
  tooLong: "At most 80 characters.",
});
export const tournamentDescriptionField = textField({ kind: "text", max: 2000, tooLong: "At most 2000 characters." });
export const registrationClosesAtField = z.coerce.date("Give the date and time registration closes.");
export const roundStartField = z.coerce.date("Give a date and time.");

export const createTournamentInput = z
  .object({
    name: tournamentNameField,
    description: tournamentDescriptionField.default(""),
    game: z.enum(GAME_NAMES, "Choose one of the games."),
    /** The house-rule preset (its latest version is pinned for the whole event); absent: the game's default. */
    presetId: idField("house-rule preset").optional(),
    /** The engine option `rounds` of every game (a 6- or 12-round match); absent: the preset's. */
    roundsPerGame: z.union([z.number().int(), tokenField(32)]).optional(),
    format: z.enum(["elimination", "round_robin", "swiss"], "Choose elimination, round robin or Swiss."),
    /** Players at a table (all of them: 4 for Sakura 2v2). */
    playersPerTable: z.number().int().min(2, "At least 2 players a table.").max(10, "At most 10 players a table."),
    teams: z.enum(["none", "2v2", "3x2", "2x3"]).default("none"),
    /** Individual play: tables may seat fewer players when the count does not divide (instead of more byes). */
    allowSmallerTables: z.boolean().default(false),
    gamesPerPairing: z
      .number()
      .int()
      .min(1, "At least one game per pairing.")
      .max(12, "At most 12 games per pairing.")
      .default(1),
    scoring: z.enum(["cumulative", "victories"]).default("cumulative"),
    /** Swiss only: null plays ceil(log2(entrants)) rounds. */
    swissRounds: z.number().int().min(1, "At least one round.").max(20, "At most 20 rounds.").nullable().default(null),
    registrationClosesAt: registrationClosesAtField,
    /** The first round's start, and optionally later ones; rounds past the list follow at the interval. */
    roundStartTimes: z
      .array(roundStartField, "Give the start of the first round.")
      .min(1, "Give the start of the first round.")
      .max(40, "At most 40 start times."),
    roundIntervalSeconds: z
      .number()
      .int()
      .min(0, "The interval cannot be negative.")
      .max(30 * DAY, "At most 30 days between rounds.")
      .default(0),
    roundDurationSeconds: z
      .number()
      .int()
      .min(10, "A round lasts at least 10 seconds (the shortest move limit).")
      .max(60 * DAY, "A round lasts at most 60 days."),
    timeControl: timeControlSchema,
    timeoutsBeforeForfeit: timeoutsBeforeForfeitSchema,
    minEntrants: z.number().int().min(2, "At least 2 entrants.").max(256, "At most 256 entrants."),
    maxEntrants: z.number().int().min(2, "At least 2 entrants.").max(256, "At most 256 entrants."),
  })
  .superRefine(
    (v, ctx) => {
      if (v.maxEntrants < v.minEntrants)
        ctx.addIssue({
          code: "custom",
          path: ["maxEntrants"],
          message: "The most entrants cannot be fewer than the fewest.",
        });
      else if (v.format === "round_robin" && v.maxEntrants > ROUND_ROBIN_MAX_ENTRANTS) {
        ctx.addIssue({
          code: "custom",
          path: ["maxEntrants"],
          message: `A round robin takes at most ${plural(ROUND_ROBIN_MAX_ENTRANTS, "entrant")}: everyone meets everyone.`,
        });
      }
    },
    // Checked with the other fields' errors (zod skips refinements after them by default): one submit shows every problem.
    { when: ({ value }) => isCount((value as CountsOf).minEntrants) && isCount((value as CountsOf).maxEntrants) },
  );
export type CreateTournamentInput = z.infer<typeof createTournamentInput>;
