// The `hanafuda` command of docs/record-format.md: replay, new, random-play.
// It is the engine's only door to files and the clock; the engine itself stays pure.

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseOptionValues, type OptionValue } from "../engine/core/options";
import { Rng } from "../engine/core/rng";
import type { AnyEngineRuleset, MatchSetup } from "../engine/core/ruleset";
import { everyEngineGame, foldRecord, parseRecord, replayOutputOf, writeRecord } from "../engine/record";
import { engineGames, getEngineRuleset } from "../engine/registry";

const USAGE = `usage:
  hanafuda replay FILE|-
  hanafuda new GAME --players N [--seed S] [--teams 2v2|3x2|2x3|0,2/1,3] [--option k=v ...]
  hanafuda random-play FILE|- --rounds K --seed S`;

class UsageError extends Error {}

function readInput(file: string): unknown {
  let text: string;
  try {
    text = file === "-" ? readFileSync(0, "utf8") : readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RecordFault({ field: "record", message: `not valid JSON: ${(e as Error).message}` });
  }
}

class RecordFault extends Error {
  constructor(readonly error: { round?: number; move?: number; field?: string; message: string }) {
    super(error.message);
  }
}

/** The command's arguments; a flag it does not take is an error (a misspelt --seed or --option must not be dropped). */
function parseFlags(args: string[], known: readonly string[]): { positional: string[]; flags: Map<string, string[]> } {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const [name, value] = eq > 0 ? [a.slice(2, eq), a.slice(eq + 1)] : [a.slice(2), args[++i]];
      if (!known.includes(name)) throw new UsageError(`unknown flag --${name}`);
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else positional.push(a);
  }
  return { positional, flags };
}

function optionValue(text: string): OptionValue {
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

function parseTeams(ruleset: AnyEngineRuleset, players: number, text: string | undefined): number[][] | null {
  if (text === undefined || text === "none") return null;
  if (/^\d+(,\d+)*(\/\d+(,\d+)*)+$/.test(text)) return text.split("/").map((t) => t.split(",").map(Number));
  const named = /^(\d)(?:v|x)(\d)$/.exec(text);
  if (named) {
    const [a, b] = [Number(named[1]), Number(named[2])];
    // "2v2": 2 teams of 2; "3x2": 3 teams of 2; "2x3": 2 teams of 3.
    const [count, size] = [a, b];
    const layout = ruleset.teamLayouts(players).find((l) => l && l.length === count && l[0]!.length === size);
    if (layout) return layout.map((t) => [...t]);
  }
  throw new UsageError(`no team layout "${text}" for ${players} players`);
}

function cmdReplay(args: string[]): number {
  const { positional } = parseFlags(args, []);
  if (positional.length !== 1) throw new UsageError("replay takes one FILE or -");
  const doc = readInput(positional[0]!);
  const parsed = parseRecord(doc, everyEngineGame);
  if (!parsed.ok) throw new RecordFault(parsed.error);
  const folded = foldRecord(parsed.value);
  if (!folded.ok) throw new RecordFault(folded.error);
  process.stdout.write(JSON.stringify(replayOutputOf(parsed.value.ruleset, folded.value)) + "\n");
  return 0;
}

function cmdNew(args: string[]): number {
  const { positional, flags } = parseFlags(args, ["players", "seed", "teams", "option"]);
  if (positional.length > 1) throw new UsageError("new takes one GAME");
  const ruleset = getEngineRuleset(positional[0] ?? "");
  if (!ruleset)
    throw new UsageError(
      `GAME must be one of: ${engineGames()
        .map((r) => r.game)
        .join(", ")}`,
    );
  const players = Number(flags.get("players")?.[0]);
  if (!Number.isInteger(players)) throw new UsageError("--players N is required");
  const raw: Record<string, OptionValue> = {};
  for (const kv of flags.get("option") ?? []) {
    const eq = kv.indexOf("=");
    if (eq <= 0) throw new UsageError(`--option wants k=v, got "${kv}"`);
    raw[kv.slice(0, eq)] = optionValue(kv.slice(eq + 1));
  }
  const options = parseOptionValues(ruleset.optionSpecs, raw, ruleset.game);
  if (!options.ok) throw new RecordFault({ field: "options", message: options.error.message });
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers)
    throw new RecordFault({
      field: "players",
      message: `${ruleset.title} is for ${ruleset.minPlayers} to ${ruleset.maxPlayers} players`,
    });
  const setup = ruleset.validateSetup({
    players,
    teams: parseTeams(ruleset, players, flags.get("teams")?.[0]),
    options: options.value,
  });
  if (!setup.ok) throw new RecordFault({ field: "options", message: setup.error.message });
  const seed = flags.get("seed")?.[0] ?? randomUUID();
  const game = ruleset.newGame(setup.value, seed);
  if (!game.ok) throw new RecordFault({ field: "options", message: game.error.message });
  const names = Array.from({ length: players }, (_, i) => `player${i + 1}`);
  process.stdout.write(JSON.stringify(writeRecord(ruleset, setup.value, names, game.value, []), null, 2) + "\n");
  return 0;
}

/** Completes a record with uniformly random legal moves until K rounds are finished or the game ends. */
export function randomPlay(doc: unknown, rounds: number, seed: string) {
  const parsed = parseRecord(doc, everyEngineGame);
  if (!parsed.ok) throw new RecordFault(parsed.error);
  const { ruleset, setup, record } = parsed.value;
  const folded = foldRecord(parsed.value);
  if (!folded.ok) throw new RecordFault(folded.error);
  let state: unknown = folded.value;
  const rng = Rng.fromSeed(seed);
  const byRound: unknown[][] = record.rounds.map((r) => [...r.moves]);
  const finished = () => ruleset.roundSummaries(state).filter((s) => !s.cancelled).length;
  let dealNo = 0;
  while (ruleset.phase(state) !== "game-over") {
    if (ruleset.phase(state) === "awaiting-deal") {
      if (finished() >= rounds) break;
      const expected = ruleset.expectedDealer(state);
      const dealer = ruleset.traits.realTime
        ? null
        : (expected ?? (ruleset.dealtRounds(state).length === 0 ? rng.int(setup.players) : null));
      const deal = ruleset.dealFromSeed(state, dealer, `${seed}/deal/${dealNo++}`);
      const started = ruleset.startRound(state, dealer, deal);
      if (!started.ok) throw new Error(`engine refused its own deal: ${started.error.message}`);
      state = started.state;
      continue;
    }
    const seats = ruleset.toAct(state);
    const seat = seats[0];
    if (seat === undefined) throw new Error("no seat to act in a playing round");
    let move: unknown;
    if (ruleset.randomMove) move = ruleset.randomMove(state, rng);
    else {
      const legal = ruleset.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`seat ${seat} has no legal move`);
      move = legal[rng.int(legal.length)];
    }
    const round = ruleset.dealtRounds(state).length - 1;
    const next = ruleset.applyMove(state, move);
    if (!next.ok) throw new Error(`engine refused its own legal move ${JSON.stringify(move)}: ${next.error.message}`);
    (byRound[round] ??= []).push(move);
    state = next.state;
  }
  return writeRecord(ruleset, setup as MatchSetup, record.players, state, byRound);
}

function cmdRandomPlay(args: string[]): number {
  const { positional, flags } = parseFlags(args, ["rounds", "seed"]);
  if (positional.length !== 1) throw new UsageError("random-play takes one FILE or -");
  const rounds = Number(flags.get("rounds")?.[0]);
  const seed = flags.get("seed")?.[0];
  if (!Number.isInteger(rounds) || rounds < 1) throw new UsageError("--rounds K (K >= 1) is required");
  if (seed === undefined) throw new UsageError("--seed S is required");
  const out = randomPlay(readInput(positional[0]!), rounds, seed);
  process.stdout.write(JSON.stringify(out, null, 2) + "\n");
  return 0;
}

export function main(argv: string[]): number {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case "replay":
        return cmdReplay(rest);
      case "new":
        return cmdNew(rest);
      case "random-play":
        return cmdRandomPlay(rest);
      default:
        throw new UsageError(cmd ? `unknown command "${cmd}"` : "no command");
    }
  } catch (e) {
    if (e instanceof RecordFault) {
      process.stdout.write(JSON.stringify({ ok: false, error: e.error }) + "\n");
      return 1;
    }
    if (e instanceof UsageError) {
      process.stderr.write(`hanafuda: ${e.message}\n${USAGE}\n`);
      return 2;
    }
    throw e;
  }
}
