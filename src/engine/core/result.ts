// An illegal move or a bad record is a value, not an exception (scalachess style).

export interface EngineError {
  /** A stable machine-readable code, e.g. "not-your-turn", "illegal-card", "bad-option". */
  code: string;
  /** A sentence a player can read. */
  message: string;
}

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: string, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, message } };
}
