// Pure (engine only): used by the server services and by the admin form in the browser alike.
// The engine's verdict on a preset's option values: parseOptionValues, then validateSetup with representative
// setups (every player count of the game, individual play and each team layout). A preset is valid when at least
// one setup accepts it; the player counts it works with are kept for the pages ("3 to 6 players" for Oi-bana).
import { optionInForce, parseOptionValues, type OptionSpec, type OptionValue } from "~/engine/core/options";
import type { AnyRuleset } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { plural } from "~/engine/core/plural";
import type { EngineError } from "~/engine/core/result";
import type { Phrase } from "~/engine/core/phrase";

export { optionInForce };

export type OptionValuesRecord = Record<string, OptionValue>;

export type EngineCheck =
  | { ok: true; options: OptionValuesRecord; playerCounts: number[] }
  | {
      ok: false;
      message: string;
      /** "options.<name>" when the message concerns one option. */
      field: string | null;
      /** The message as a phrase of the RuleConflicts catalog (every refusal of the engine has one). */
      phrase?: Phrase;
    };

export function rulesetOf(game: string): AnyRuleset | null {
  return getRuleset(game) ?? null;
}

/**
 * The option a message of the engine is about: a name quoted after "option", else the option whose name (or label)
 * appears first in the message. The engine's errors carry no field, only words.
 */
export function optionFieldOf(message: string, specs: readonly OptionSpec[]): string | null {
  const quoted = /option "([A-Za-z0-9_]+)"/.exec(message);
  if (quoted) return `options.${quoted[1]}`;
  const text = message.toLowerCase();
  let best: { name: string; at: number; len: number } | null = null;
  for (const s of specs) {
    for (const needle of [s.name.toLowerCase(), s.label.toLowerCase()]) {
      const re = new RegExp(`(^|[^a-z0-9_])${needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9_])`);
      const m = re.exec(text);
      if (!m) continue;
      const at = m.index + m[1]!.length;
      if (!best || at < best.at || (at === best.at && needle.length > best.len))
        best = { name: s.name, at, len: needle.length };
    }
  }
  return best ? `options.${best.name}` : null;
}

/** What the form lets an option be, by its label: "Rounds: choose a whole number from 1 to 120." */
export function optionChoiceText(spec: OptionSpec): string {
  switch (spec.kind) {
    case "integer":
      return `${spec.label}: choose a whole number from ${spec.min.toLocaleString("en")} to ${spec.max.toLocaleString("en")}.`;
    case "boolean":
      return `${spec.label}: choose yes or no.`;
    case "enum": {
      const labels = spec.values.map((v) => v.label);
      return `${spec.label}: choose ${labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : labels[0]}.`;
    }
  }
}

/**
 * An engine sentence about one option's value ('option "rounds" must be …; got 0') in the form's words, naming the
 * option by its label; other sentences as they are.
 */
function inFormWords(message: string, ruleset: AnyRuleset): string {
  const quoted = /^option "([A-Za-z0-9_]+)" must be /.exec(message);
  const spec = quoted ? ruleset.optionSpecs.find((s) => s.name === quoted[1]) : undefined;
  if (spec) return optionChoiceText(spec);
  const unknown = /has no option "([^"]*)"$/.exec(message);
  if (unknown) return `${ruleset.title} has no house rule called “${unknown[1]}”.`;
  return sentence(message);
}

function sentence(message: string): string {
  const m = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(m) ? m : `${m}.`;
}

/**
 * Checks raw option values for `game` and returns them as the engine parses them (every option present), with the
 * options that are not in force (their dependsOn fails) put back to their defaults, so two presets with the same
 * rules store the same values.
 */
export function checkPresetOptions(game: string, raw: unknown): EngineCheck {
  const ruleset = rulesetOf(game);
  if (!ruleset) return { ok: false, message: `There is no game called "${game}".`, field: "game" };
  const parsed = parseOptionValues(ruleset.optionSpecs, raw, game);
  if (!parsed.ok)
    return {
      ok: false,
      message: inFormWords(parsed.error.message, ruleset),
      field: optionFieldOf(parsed.error.message, ruleset.optionSpecs),
      phrase: parsed.error.phrase,
    };
  const options: OptionValuesRecord = { ...parsed.value };
  for (const spec of ruleset.optionSpecs) if (!optionInForce(spec, options)) options[spec.name] = spec.default;

  const playerCounts: number[] = [];
  let firstError: EngineError | null = null;
  for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
    for (const teams of [null, ...ruleset.teamLayouts(players)]) {
      const v = ruleset.validateSetup({ players, teams, options });
      if (v.ok) {
        if (!playerCounts.includes(players)) playerCounts.push(players);
      } else if (v.error.code !== "bad-players" && v.error.code !== "bad-teams") {
        firstError ??= v.error;
      }
    }
  }
  if (playerCounts.length === 0) {
    const message = firstError?.message ?? "These rules cannot be played with any number of players.";
    return {
      ok: false,
      message: inFormWords(message, ruleset),
      field: optionFieldOf(message, ruleset.optionSpecs),
      phrase: firstError?.phrase ?? { key: "noPlayerCount" },
    };
  }
  return { ok: true, options, playerCounts };
}

/** "2 to 7 players", "3 to 6 players", "2 players", "2, 4 or 6 players". */
export function playerCountsText(counts: readonly number[]): string {
  if (counts.length === 0) return "no player count";
  const sorted = [...counts].sort((a, b) => a - b);
  const contiguous = sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
  if (sorted.length === 1) return `${plural(sorted[0]!, "player")}`;
  if (contiguous) return `${sorted[0]} to ${plural(sorted[sorted.length - 1]!, "player")}`;
  return `${sorted.slice(0, -1).join(", ")} or ${plural(sorted[sorted.length - 1]!, "player")}`;
}
