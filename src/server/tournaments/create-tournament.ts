// An organiser (any signed-in user) schedules an event. Everything is checked before anything is stored: the game
// and its pinned house-rule preset version, the option values every table will play (by the engine, for every table
// size the event can use), the table shape and teams, the format against the entrant limits, and the schedule. The
// job that closes registration is stored with the event.
import { parseOptionValues, type OptionSpec, type OptionValue } from "~/engine/core/options";
import type { AnyRuleset, GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { buildBracket } from "~/engine/tournament";
import { ROUND_ROBIN_MAX_ENTRANTS, type CreateTournamentInput } from "../schemas/create-tournament.schema";
import { DomainError, because, type ErrorKey, type ErrorText } from "../errors";
import type { PlayContext } from "../games/play-context";
import { teamLayoutFor } from "../games/team-layout";
import { resolvePresetForTable } from "../house-rules/preset-pinning";
import { refusedOption, ruleConflict } from "../house-rules/rule-conflict";
import { insertTournament, type TournamentFormatRow } from "../repositories/tournaments";
import { CLOSE_JOB, closeJobKey } from "./job-kinds";
import { scheduleProblem } from "./schedule";
import { layoutForSides, mathsShape, type ShapeSettings } from "./shape";

const FORMATS: Record<CreateTournamentInput["format"], TournamentFormatRow> = {
  elimination: "ELIMINATION",
  round_robin: "ROUND_ROBIN",
  swiss: "SWISS",
};

const bad = (text: ErrorKey | ErrorText, field: string) => new DomainError("BAD_REQUEST", text, { field });

function rulesetFor(game: string): AnyRuleset {
  const ruleset = getRuleset(game);
  if (!ruleset) throw bad(because("noSuchGameCalled", { name: game }), "game");
  if (ruleset.traits.realTime) throw bad(because("liveGameNoTournaments", { game: ruleset.game }), "game");
  return ruleset;
}

/** Sides per table, the fewest allowed, and players per side. */
function shapeOf(ruleset: AnyRuleset, input: CreateTableShapeInput): ShapeSettings {
  const players = input.playersPerTable;
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers) {
    const { game, minPlayers: min, maxPlayers: max } = ruleset;
    throw bad(
      because(min === max ? "tournamentPlayersExact" : "tournamentPlayersRange", { game, min, max }),
      "playersPerTable",
    );
  }
  if (input.teams !== "none") {
    const layout = teamLayoutFor(ruleset, players, input.teams);
    if (!layout.ok || !layout.layout) throw bad(layout.ok ? "chooseTeamLayout" : layout.text, "teams");
    const sides = layout.layout.length;
    return { sidesPerTable: sides, minSidesPerTable: sides, teamSize: layout.layout[0]!.length };
  }
  const min = input.allowSmallerTables ? Math.max(2, ruleset.minPlayers) : players;
  return { sidesPerTable: players, minSidesPerTable: min, teamSize: 1 };
}

interface CreateTableShapeInput {
  playersPerTable: number;
  teams: CreateTournamentInput["teams"];
  allowSmallerTables: boolean;
}

/**
 * The form's "Rounds per game" checked against the game's `rounds` option in the organiser's words: the engine's own
 * sentence ('Option "rounds" must be a whole number from 1 to 120; got 0.') names an option the form does not show.
 */
function roundsProblem(game: GameName, spec: OptionSpec, value: number | string): ErrorText | null {
  if (spec.kind === "integer") {
    const ok = typeof value === "number" && Number.isInteger(value) && value >= spec.min && value <= spec.max;
    return ok ? null : because("roundsRange", { min: spec.min, max: spec.max });
  }
  if (spec.kind === "enum") {
    if (spec.values.some((v) => v.value === value)) return null;
    // The engine's labels are English: the reader's catalog names each value, and their language lists them.
    const oneOf = spec.values.map((v) => ({
      path: `Options.${game}.rounds.values.${String(v.value)}`,
      english: v.label,
    }));
    return because("roundsChoice", { choices: { oneOf } });
  }
  return null;
}

/** The option values every game of the event plays: the preset's, the rounds per game, the game's own overlay. */
function eventOptions(
  ruleset: AnyRuleset,
  presetOptions: Record<string, OptionValue>,
  input: CreateTournamentInput,
): Record<string, OptionValue> {
  const overlay: Record<string, OptionValue> = {};
  if (input.roundsPerGame !== undefined) {
    const spec = ruleset.optionSpecs.find((s) => s.name === "rounds");
    if (!spec) throw bad(because("noRoundsToSet", { game: ruleset.game }), "roundsPerGame");
    const problem = roundsProblem(ruleset.game, spec, input.roundsPerGame);
    if (problem) throw bad(problem, "roundsPerGame");
    overlay.rounds = input.roundsPerGame;
  }
  // The game's own options that follow from the event (Sakura's game scoring, Sutda's end after the hands set).
  Object.assign(
    overlay,
    ruleset.tournamentOptions?.({ roundsSet: input.roundsPerGame !== undefined, scoring: input.scoring }) ?? {},
  );
  const parsed = parseOptionValues(ruleset.optionSpecs, { ...presetOptions, ...overlay }, ruleset.game);
  if (!parsed.ok) {
    const { phrase } = parsed.error;
    throw bad(ruleConflict(ruleset.game, phrase), refusedOption(phrase) === "rounds" ? "roundsPerGame" : "presetId");
  }
  return parsed.value;
}

export async function createTournament(
  ctx: PlayContext,
  organiserId: string,
  input: CreateTournamentInput,
  now = new Date(),
): Promise<{ tournamentId: string }> {
  const ruleset = rulesetFor(input.game);
  const shape = shapeOf(ruleset, input);
  const pinned = await resolvePresetForTable(ctx.db, { game: ruleset.game as GameName, presetId: input.presetId });
  const options = eventOptions(ruleset, pinned.options, input);
  // Every table size the event may seat must be a game the engine accepts with these rules.
  for (let sides = shape.minSidesPerTable; sides <= shape.sidesPerTable; sides++) {
    const players = sides * shape.teamSize;
    const setup = ruleset.validateSetup({ players, teams: layoutForSides(ruleset, shape, sides), options });
    // The refusal's sentence says which players, teams or rules the game needs, so it needs no table size before it.
    if (!setup.ok)
      throw bad(
        ruleConflict(ruleset.game, setup.error.phrase),
        sides === shape.sidesPerTable ? "playersPerTable" : "allowSmallerTables",
      );
  }

  if (input.minEntrants < shape.minSidesPerTable)
    throw bad(because("minEntrantsTable", { count: shape.minSidesPerTable }), "minEntrants");
  if (input.maxEntrants < input.minEntrants) throw bad("maxBelowMin", "maxEntrants");
  if (input.format === "round_robin" && input.maxEntrants > ROUND_ROBIN_MAX_ENTRANTS) {
    throw bad(because("roundRobinMax", { count: ROUND_ROBIN_MAX_ENTRANTS }), "maxEntrants");
  }
  if (input.format === "elimination") {
    for (let n = input.minEntrants; n <= input.maxEntrants; n++) {
      const b = buildBracket(
        Array.from({ length: n }, (_, i) => `e${i}`),
        mathsShape(shape),
      );
      if (!b.ok) {
        throw bad(
          because("eliminationCannotSeat", { size: shape.sidesPerTable, count: n }),
          shape.teamSize > 1 ? "minEntrants" : "allowSmallerTables",
        );
      }
    }
  }
  const problem = scheduleProblem(input, now);
  if (problem) throw bad(problem.text, problem.field);

  const { id } = await insertTournament(
    ctx.db,
    {
      name: input.name,
      description: input.description,
      organiserId,
      game: ruleset.game,
      presetVersionId: pinned.presetVersionId,
      options,
      format: FORMATS[input.format],
      ...shape,
      gamesPerPairing: input.gamesPerPairing,
      scoring: input.scoring === "victories" ? "VICTORIES" : "CUMULATIVE",
      swissRounds: input.format === "swiss" ? input.swissRounds : null,
      registrationClosesAt: input.registrationClosesAt,
      roundStartTimes: input.roundStartTimes,
      roundIntervalSeconds: input.roundIntervalSeconds,
      roundDurationSeconds: input.roundDurationSeconds,
      timeControl: input.timeControl,
      timeoutsBeforeForfeit: input.timeoutsBeforeForfeit,
      minEntrants: input.minEntrants,
      maxEntrants: input.maxEntrants,
    },
    (tournamentId) => ({
      kind: CLOSE_JOB,
      payload: { tournamentId },
      runAt: input.registrationClosesAt,
      key: closeJobKey(tournamentId),
    }),
  );
  return { tournamentId: id };
}
