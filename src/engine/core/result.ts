// An illegal move or a bad record is a value, not an exception (scalachess style).

import type { Phrase } from "./phrase";

export interface EngineError {
  /** A stable machine-readable code, e.g. "not-your-turn", "illegal-card", "bad-option". */
  code: string;
  /** A sentence a player can read. */
  message: string;
  /** The same as a phrase of the app's RuleConflicts catalog (its key): every refused setup has one. */
  phrase?: Phrase;
}

/**
 * A game setup the engine refuses (players, teams, options): the pages and the server say it in the reader's words
 * from its phrase, so a refusal cannot be written without one.
 */
export interface SetupRefusal extends EngineError {
  phrase: Phrase;
}

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: string, message: string, phrase?: Phrase): { ok: false; error: EngineError } {
  return { ok: false, error: phrase ? { code, message, phrase } : { code, message } };
}

/** A refused setup: `message` for records and the command line, `phrase` for the reader (RuleConflicts). */
export function refuse(code: string, message: string, phrase: Phrase): { ok: false; error: SetupRefusal } {
  return { ok: false, error: { code, message, phrase } };
}
