// The game record of docs/record-format.md (`hanafuda-record/1`).

import type { OptionValue } from "../core/options";
import type { EngineGameName } from "../core/ruleset";

export const RECORD_FORMAT = "hanafuda-record/1";

export interface RecordRound {
  dealer?: number | null;
  /** The explicit deal, per game (hands/field/pile, Sutda hands, Judge heads/piles). */
  deal?: unknown;
  /** In place of `deal`: the engine's seeded shuffle. */
  seed?: string;
  moves: unknown[];
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  game: EngineGameName;
  players: string[];
  teams?: number[][] | null;
  options?: Record<string, OptionValue>;
  rounds: RecordRound[];
}

/** Where a record is at fault: a round and move, or a field; plus a sentence. */
export interface RecordError {
  round?: number;
  move?: number;
  field?: string;
  message: string;
}

export interface ReplayRoundOutput {
  scores: number[];
  yaku: string[][];
  winner: number | null;
  nextDealer?: number | null;
}

export type ReplayOutput =
  | { ok: true; game: EngineGameName; rounds: ReplayRoundOutput[]; totals: number[]; winner: number | null }
  | { ok: false; error: RecordError };
