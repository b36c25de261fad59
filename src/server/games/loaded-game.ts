// A game as live play holds it: the stored record with its engine state (the fold of its moves, game-state.ts).
import type { Phrase } from "~/engine/core/phrase";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import type { LoggedMove } from "~/lib/move-log";
import type { PlayGameRecord } from "../repositories/games";

export interface LastMoveInfo {
  seat: number;
  text: string;
  phrase?: Phrase;
  byStandIn: boolean;
}

export interface LoadedGame extends PlayGameRecord {
  ruleset: AnyRuleset;
  matchSetup: MatchSetup;
  /** The engine state after move `seq`. */
  state: unknown;
  lastMove: LastMoveInfo | null;
  /** The last RECENT_MOVES moves, oldest first (the last is lastMove). */
  recentMoves: LoggedMove[];
}
