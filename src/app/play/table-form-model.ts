// The create-table form as data: which fields a game shows (player counts, teams, its house rules from the engine's
// option specs with their dependencies and presets, time controls), the input table.create expects, and the
// engine's own validation messages placed beside the fields they concern.
import { defaultOptions, parseOptionValues, type OptionSpec, type OptionValue } from "~/engine/core/options";
import type { GameName, Teams } from "~/engine/core/ruleset";
import type { Phrase } from "~/engine/core/phrase";
import { getGameFacts } from "~/engine/facts";
import { gameTraits } from "~/app/_games/traits";
import { optionsOverPreset, type ChosenPreset } from "./table-presets";

export type TeamsChoice = "none" | "2v2" | "3x2" | "2x3";
export type TimeChoice =
  { kind: "per_move"; seconds: number } | { kind: "bank"; initialSeconds: number; incrementSeconds: number };

export interface TableFormState {
  game: GameName;
  players: number;
  teams: TeamsChoice;
  /** "" for the game's defaults. */
  preset: string;
  /** The site's house-rule preset the table will pin (table-presets.ts); null until the presets are loaded. */
  platformPreset: ChosenPreset | null;
  options: Record<string, OptionValue>;
  time: TimeChoice;
  forfeitAfter: number | null;
  visibility: "PUBLIC" | "PRIVATE";
}

export interface CreateTableInput {
  game: GameName;
  /** The house-rule preset to pin; `options` are then only the rules changed from it. */
  presetId?: string;
  playerCount: number;
  teams: TeamsChoice;
  options: Record<string, OptionValue>;
  timeControl: TimeChoice | null;
  timeoutsBeforeForfeit: number | null;
  visibility: "PUBLIC" | "PRIVATE";
}

export const DAY = 86_400;
/** The clock's choices, in seconds (the form words each in the page's language; 0 is "none"). */
export const PER_MOVE_PRESETS: readonly number[] = [10, 60, 600, 3600, DAY, 3 * DAY, 7 * DAY];
export const BANK_PRESETS: readonly number[] = [600, 3600, DAY, 3 * DAY, 7 * DAY];
export const INCREMENT_PRESETS: readonly number[] = [0, 10, 60, 3600, DAY];

function ruleset(game: GameName) {
  const r = getGameFacts(game);
  if (!r) throw new Error(`no ruleset for ${game}`);
  return r;
}

export function initialState(game: GameName): TableFormState {
  const r = ruleset(game);
  return {
    game,
    players: r.minPlayers,
    teams: "none",
    preset: "",
    platformPreset: null,
    options: defaultOptions(r.optionSpecs),
    time: { kind: "per_move", seconds: DAY },
    forfeitAfter: 3,
    visibility: "PUBLIC",
  };
}

/** The team choices a game offers for a player count ("none" first). */
export function teamChoices(game: GameName, players: number): { value: TeamsChoice; label: string }[] {
  const out: { value: TeamsChoice; label: string }[] = [{ value: "none", label: "Each for themselves" }];
  for (const layout of ruleset(game).teamLayouts(players)) {
    const choice = teamsChoiceOf(layout);
    if (choice)
      out.push({
        value: choice,
        label: choice === "2v2" ? "Two teams of two" : choice === "3x2" ? "Three teams of two" : "Two teams of three",
      });
  }
  return out;
}

function teamsChoiceOf(layout: Teams): TeamsChoice | null {
  if (!layout) return null;
  const size = layout[0]?.length ?? 0;
  if (layout.length === 2 && size === 2) return "2v2";
  if (layout.length === 3 && size === 2) return "3x2";
  if (layout.length === 2 && size === 3) return "2x3";
  return null;
}

export function teamLayoutOf(game: GameName, players: number, teams: TeamsChoice): Teams {
  if (teams === "none") return null;
  return (
    ruleset(game)
      .teamLayouts(players)
      .find((l) => teamsChoiceOf(l) === teams) ?? null
  );
}

/** Whether an option is in force with the other values (its dependsOn holds). */
export function optionShown(spec: OptionSpec, options: Record<string, OptionValue>): boolean {
  return !spec.dependsOn || spec.dependsOn.values.includes(options[spec.dependsOn.option] as OptionValue);
}

/**
 * The option fields the form shows, each only while in force (a field that would change nothing is not shown):
 * `length` beside the players — the game's rounds (Sutda: hands), the option they depend on (Sutda's game end) and
 * those that depend on them (Mushi's target score) — and the other house rules.
 */
export function shownOptionSpecs(
  game: GameName,
  options: Record<string, OptionValue>,
): { length: OptionSpec[]; rules: OptionSpec[] } {
  const specs = ruleset(game).optionSpecs;
  const rounds = specs.find((s) => s.name === "rounds");
  const isLength = (s: OptionSpec) =>
    rounds !== undefined &&
    (s === rounds || s.name === rounds.dependsOn?.option || s.dependsOn?.option === rounds.name);
  const shown = specs.filter((s) => optionShown(s, options));
  return { length: shown.filter(isLength), rules: shown.filter((s) => !isLength(s)) };
}

/** The form after choosing a preset: defaults, then the preset's values. */
export function withPreset(state: TableFormState, preset: string): TableFormState {
  const r = ruleset(state.game);
  const p = r.presets.find((x) => x.name === preset);
  return { ...state, preset, options: { ...defaultOptions(r.optionSpecs), ...(p ? p.values : {}) } };
}

/** The preset the options match exactly ("" for the defaults, null for a custom mix). */
export function matchingPreset(game: GameName, options: Record<string, OptionValue>): string | null {
  const r = ruleset(game);
  const same = (values: Record<string, OptionValue>) =>
    r.optionSpecs.every((s) => (values[s.name] ?? s.default) === options[s.name]);
  if (same({})) return "";
  return r.presets.find((p) => same(p.values as Record<string, OptionValue>))?.name ?? null;
}

/** The options to send: only those in force that differ from the defaults. */
export function optionsToSend(game: GameName, options: Record<string, OptionValue>): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const s of ruleset(game).optionSpecs) {
    const v = options[s.name];
    if (v !== undefined && v !== s.default && optionShown(s, options)) out[s.name] = v;
  }
  return out;
}

export function toCreateInput(state: TableFormState): CreateTableInput {
  return {
    game: state.game,
    ...(state.platformPreset ? { presetId: state.platformPreset.id } : {}),
    playerCount: state.players,
    teams: state.teams,
    options: state.platformPreset
      ? optionsOverPreset(state.game, state.options, state.platformPreset)
      : optionsToSend(state.game, state.options),
    // A real-time game has no move clock, so nothing to time out.
    timeControl: gameTraits(state.game).realTime ? null : state.time,
    timeoutsBeforeForfeit: gameTraits(state.game).realTime ? null : state.forfeitAfter,
    visibility: state.visibility,
  };
}

/**
 * The engine's verdict on the form, as messages per field ("players", "teams", "options.<name>") or for the form, in
 * the page's language: every refusal comes with a phrase, which `wordRefusal` says (useConflictWords). The engine
 * names no field, so a refusal goes to the option its phrase names, else to the option its English mentions.
 */
export function validateForm(
  state: TableFormState,
  wordRefusal: (phrase: Phrase) => string,
): { fields: Record<string, string>; form: string | null } {
  const r = ruleset(state.game);
  const parsed = parseOptionValues(r.optionSpecs, optionsToSend(state.game, state.options), state.game);
  const checked = parsed.ok
    ? r.validateSetup({
        players: state.players,
        teams: teamLayoutOf(state.game, state.players, state.teams),
        options: parsed.value,
      })
    : parsed;
  if (checked.ok) return { fields: {}, form: null };
  const { code, message, phrase } = checked.error;
  const words = wordRefusal(phrase);
  if (code === "bad-players") return { fields: { players: words }, form: null };
  if (code === "bad-teams") return { fields: { teams: words }, form: null };
  const named = phrase.args?.option;
  const spec = r.optionSpecs.find((s) => s.name === named) ?? mentionedOption(message.toLowerCase(), r.optionSpecs);
  return spec ? { fields: { [`options.${spec.name}`]: words }, form: null } : { fields: {}, form: words };
}

/** The option the engine's English mentions, by name or label. */
function mentionedOption(text: string, specs: readonly OptionSpec[]): OptionSpec | undefined {
  return (
    specs.find((s) => text.includes(`"${s.name}"`)) ??
    specs.find((s) => text.includes(s.label.toLowerCase())) ??
    specs.find((s) => text.includes(s.name.replace(/_/g, " ")) || text.includes(s.name.replace(/_/g, "-")))
  );
}
