// Reading and folding records with the rules the caller gives: a page that knows its game folds a record with that
// game's rules only (replay.ts adds the lookups of the registry of every game).

import { parseOptionValues } from "../core/options";
import { err, ok, type Result } from "../core/result";
import type { AnyEngineRuleset, AnyRuleset, MatchSetup } from "../core/ruleset";
import { shown } from "../core/shown";
import { RECORD_FORMAT, type GameRecord, type RecordError } from "./types";

export interface ParsedRecord<R extends AnyEngineRuleset = AnyRuleset> {
  ruleset: R;
  setup: MatchSetup;
  /** The document; foldRecord checks each round object as it reaches it. */
  record: GameRecord;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: RecordError };

const fail = (error: RecordError): { ok: false; error: RecordError } => ({ ok: false, error });

/** How a record's `game` finds its rules. */
export type RulesetLookup = (game: string) => AnyEngineRuleset | undefined;

/**
 * Checks the document's header (format, game, players, teams, options) without playing it; foldRecord checks the
 * rounds. `lookup` knows the games.
 */
export function parseRecordWith<R extends AnyEngineRuleset>(
  doc: unknown,
  lookup: (game: string) => R | undefined,
): Parsed<ParsedRecord<R>> {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc))
    return fail({ field: "record", message: "a record must be a JSON object" });
  const d = doc as Record<string, unknown>;
  // The format first: another version's fields are not unknown fields of this one.
  if (d.format !== RECORD_FORMAT) return fail({ field: "format", message: `format must be "${RECORD_FORMAT}"` });
  const known = new Set(["format", "game", "players", "teams", "options", "rounds"]);
  for (const key of Object.keys(d)) if (!known.has(key)) return fail({ field: key, message: `unknown field "${key}"` });
  const ruleset = typeof d.game === "string" ? lookup(d.game) : undefined;
  if (!ruleset) return fail({ field: "game", message: `unknown game ${shown(d.game)}` });
  if (!Array.isArray(d.players) || !d.players.every((p) => typeof p === "string"))
    return fail({ field: "players", message: "players must be a list of names" });
  const players = d.players.length;
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers)
    return fail({
      field: "players",
      message: `${ruleset.title} is for ${ruleset.minPlayers} to ${ruleset.maxPlayers} players, not ${players}`,
    });
  let teams: number[][] | null = null;
  if (d.teams !== undefined && d.teams !== null) {
    if (!Array.isArray(d.teams) || !d.teams.every((t) => Array.isArray(t) && t.every((s) => Number.isInteger(s))))
      return fail({ field: "teams", message: "teams must be lists of seat numbers" });
    teams = d.teams as number[][];
  }
  const options = parseOptionValues(ruleset.optionSpecs, d.options, ruleset.game);
  if (!options.ok) return fail({ field: "options", message: options.error.message });
  const setup = ruleset.validateSetup({ players, teams, options: options.value });
  if (!setup.ok) return fail({ field: teams ? "teams" : "options", message: setup.error.message });
  if (!Array.isArray(d.rounds)) return fail({ field: "rounds", message: "rounds must be a list" });
  // Each round object is checked by the fold when it comes to it: a fault in round 3 must not hide an illegal move in round 0.
  return { ok: true, value: { ruleset, setup: setup.value, record: doc as GameRecord } };
}

/** The fault of a round object's shape (its keys, moves, deal or seed), or null. */
function roundShapeFault(raw: unknown, i: number): RecordError | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { round: i, message: `round ${i}: a round must be an object` };
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(r))
    if (!["dealer", "deal", "seed", "moves"].includes(key))
      return { round: i, field: key, message: `round ${i}: unknown field "${key}"` };
  if (!Array.isArray(r.moves)) return { round: i, field: "moves", message: `round ${i}: moves must be a list` };
  if ((r.deal === undefined) === (r.seed === undefined))
    return { round: i, field: "deal", message: `round ${i}: give exactly one of "deal" and "seed"` };
  if (r.seed !== undefined && typeof r.seed !== "string")
    return { round: i, field: "seed", message: `round ${i}: seed must be a string` };
  return null;
}

/** A record game before its first deal, carrying the live game's start facts when there are any. */
export function startState(ruleset: AnyEngineRuleset, setup: MatchSetup, startFacts: unknown): Result<unknown> {
  const state: unknown = ruleset.newGameAwaitingDeal(setup);
  if (startFacts === null || startFacts === undefined) return ok(state);
  if (!ruleset.withStartFacts) return err("bad-start-facts", `${ruleset.title} has no start facts`);
  return ruleset.withStartFacts(state, startFacts);
}

export interface FoldVisitor<S> {
  /** After a round object's deal is applied (state is at the start of play). */
  onRoundStart?(round: number, state: S): void;
  /** After each move. */
  onMove?(round: number, move: number, before: S, after: S): void;
}

/**
 * Folds a parsed record to its final state, stopping at the first fault. `startFacts`: what the live game settled
 * before its first deal (`Ruleset.startFacts`, e.g. Mushi's lots), so that the views show it too; null for none.
 */
export function foldRecord<S>(
  parsed: ParsedRecord<AnyEngineRuleset>,
  visitor: FoldVisitor<S> = {},
  startFacts: unknown = null,
): Parsed<S> {
  const { ruleset, setup, record } = parsed;
  const start = startState(ruleset, setup, startFacts);
  if (!start.ok) return fail({ field: "startFacts", message: start.error.message });
  let state = start.value as S;
  const rounds = record.rounds;
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i]!;
    const phase = ruleset.phase(state);
    if (phase === "game-over") return fail({ round: i, message: `round ${i}: the game is already over` });
    if (phase !== "awaiting-deal")
      return fail({
        round: i - 1,
        move: rounds[i - 1]?.moves.length ?? 0,
        message: `round ${i - 1} is not finished but another round follows`,
      });
    const shape = roundShapeFault(r, i);
    if (shape) return fail(shape);
    const dealer = r.dealer ?? null;
    if (dealer !== null && (!Number.isInteger(dealer) || dealer < 0 || dealer >= setup.players))
      return fail({
        round: i,
        field: "dealer",
        message: `round ${i}: dealer must be a seat number from 0 to ${setup.players - 1}`,
      });
    const deal = r.seed !== undefined ? ruleset.dealFromSeed(state, dealer, r.seed) : r.deal;
    const started = ruleset.startRound(state, dealer, deal);
    // The rules refuse either the dealer (not the one the previous round gives) or the deal: name the field at fault.
    if (!started.ok)
      return fail({
        round: i,
        field: started.error.code === "bad-dealer" ? "dealer" : "deal",
        message: `round ${i}: ${started.error.message}`,
      });
    state = started.state as S;
    visitor.onRoundStart?.(i, state);
    for (let j = 0; j < r.moves.length; j++) {
      if (ruleset.phase(state) !== "playing")
        return fail({ round: i, move: j, message: `round ${i}, move ${j}: the round is already over` });
      const next = ruleset.applyMove(state, r.moves[j]);
      if (!next.ok) return fail({ round: i, move: j, message: `round ${i}, move ${j}: ${next.error.message}` });
      visitor.onMove?.(i, j, state, next.state as S);
      state = next.state as S;
    }
  }
  return { ok: true, value: state };
}

/** The replay's positions, as it numbers them: each round's deal, then the position after each of its moves. */
export interface RecordPositions<S> {
  states: S[];
  /** The move played from each position; null where the round (or the game) ended there. */
  next: (unknown | null)[];
}

/** Folds a parsed record (as foldRecord, stopping at the same fault) collecting every position and the move that followed it. */
export function recordPositions<S = unknown>(
  parsed: ParsedRecord<AnyEngineRuleset>,
  startFacts: unknown = null,
): Parsed<RecordPositions<S>> {
  const states: S[] = [];
  const next: (unknown | null)[] = [];
  const folded = foldRecord<S>(
    parsed,
    {
      onRoundStart: (_round, state) => {
        states.push(state);
        next.push(null);
      },
      onMove: (round, move, _before, after) => {
        next[next.length - 1] = parsed.record.rounds[round]!.moves[move];
        states.push(after);
        next.push(null);
      },
    },
    startFacts,
  );
  if (!folded.ok) return folded;
  return { ok: true, value: { states, next } };
}
