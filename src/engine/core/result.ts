// An illegal move or a bad record is a value, not an exception (scalachess style).

import type { Phrase } from "./phrase";

export interface EngineError {
  /** A stable machine-readable code, e.g. "not-your-turn", "illegal-card", "bad-option". */
  code: string;
  /** A sentence a player can read. */
  message: string;
  /** The same as a phrase of the app's RuleConflicts catalog (its key), for rules that refuse each other. */
  phrase?: Phrase;
}

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: string, message: string, phrase?: Phrase): { ok: false; error: EngineError } {
  return { ok: false, error: phrase ? { code, message, phrase } : { code, message } };
}
