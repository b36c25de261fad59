// The create-tournament form as data: its fields' state, their first values (registration closing in a day, round 1
// an hour later) and the input tournament.create expects. The server checks everything again.
import type { OptionSpec } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import type { ChosenPreset } from "~/app/play/table-presets";
import type { TeamsChoice } from "~/server/views/table";

export interface FormGame {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

export type TournamentFormat = "elimination" | "round_robin" | "swiss";
export type TournamentScoring = "cumulative" | "victories";

export interface TournamentFormState {
  name: string;
  description: string;
  format: TournamentFormat;
  players: number;
  teams: TeamsChoice;
  allowSmallerTables: boolean;
  /** Blank: as the house rules say. */
  roundsPerGame: string;
  gamesPerPairing: number;
  scoring: TournamentScoring;
  /** Blank: as many as a knockout would take. */
  swissRounds: string;
  /** datetime-local values, in the browser's time zone. */
  closes: string;
  firstRound: string;
  intervalHours: number;
  roundHours: number;
  perMove: number;
  timeouts: number;
  minEntrants: number;
  maxEntrants: number;
}

/** A datetime-local value (the browser's time zone) `minutes` from now. */
function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  d.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialTournamentForm(): TournamentFormState {
  return {
    name: "",
    description: "",
    format: "swiss",
    players: 2,
    teams: "none",
    allowSmallerTables: false,
    roundsPerGame: "",
    gamesPerPairing: 1,
    scoring: "cumulative",
    swissRounds: "",
    closes: localInput(24 * 60),
    firstRound: localInput(25 * 60),
    intervalHours: 24,
    roundHours: 24,
    perMove: 86_400,
    timeouts: 3,
    minEntrants: 4,
    maxEntrants: 16,
  };
}

/**
 * The game's "rounds" option as the form sends it: blank is the house rules' own; a game whose rounds are a choice
 * (Season's Flowers 12 or 6, Mushi 12, 6 or to a target) sends the chosen value, not a number typed into a box that
 * could not hold "target" and answered 'Option "rounds" must be 12, 6'.
 */
export function roundsValue(spec: OptionSpec | undefined, text: string): number | string | undefined {
  if (text === "") return undefined;
  if (spec?.kind === "enum")
    return spec.values.find((v) => String(v.value) === text)?.value as number | string | undefined;
  return Number(text);
}

/** What tournament.create takes from the form. */
export function toCreateTournamentInput(
  game: GameName,
  preset: ChosenPreset | null,
  roundsSpec: OptionSpec | undefined,
  s: TournamentFormState,
) {
  return {
    name: s.name,
    description: s.description,
    game,
    presetId: preset?.id,
    roundsPerGame: roundsValue(roundsSpec, s.roundsPerGame),
    format: s.format,
    playersPerTable: s.players,
    teams: s.teams,
    allowSmallerTables: s.allowSmallerTables,
    gamesPerPairing: s.gamesPerPairing,
    scoring: s.scoring,
    swissRounds: s.format === "swiss" && s.swissRounds !== "" ? Number(s.swissRounds) : null,
    registrationClosesAt: new Date(s.closes),
    roundStartTimes: [new Date(s.firstRound)],
    roundIntervalSeconds: Math.round(s.intervalHours * 3600),
    roundDurationSeconds: Math.round(s.roundHours * 3600),
    timeControl: { kind: "per_move" as const, seconds: s.perMove },
    timeoutsBeforeForfeit: s.timeouts,
    minEntrants: s.minEntrants,
    maxEntrants: s.maxEntrants,
  };
}

/** What each section of the form gets: the fields, a way to change some, and the server's message for a field. */
export interface TournamentSectionProps {
  s: TournamentFormState;
  set: (patch: Partial<TournamentFormState>) => void;
  err: (field: string) => string | undefined;
}
