// What a game board receives: the GameView of the play API (PLAY-API.md `game.view`), typed per game so each board
// reads its engine view. The server's own GameView is structurally the same; pages pass it through `toBoardView`.
import type { GameName, RoundExplanation } from "~/engine/core/ruleset";
import type { JudgeView } from "~/engine/judge/view";
import type { MushiView } from "~/engine/mushi";
import type { SakuraView } from "~/engine/sakura";
import type { SfjView } from "~/engine/sfj";
import type { SutdaView } from "~/engine/sutda";

/** A move as the record format writes it ({seat, play, take}, {seat, draw: true}, {seat, bet}, …). */
export type BoardMove = { seat: number } & Record<string, unknown>;

export interface BoardPlayer {
  seat: number;
  userId?: string | null;
  displayName: string;
  /** A bot account's level (practice tables); absent or null for a person. */
  bot?: string | null;
  team: number | null;
  /** The seat's last move was made by the stand-in (its time ran out). */
  standIn: boolean;
  timeouts: number;
  forfeited: boolean;
  /** Forfeited because the player resigned: shown "Resigned" (absent: not known, "Forfeited"). */
  resigned?: boolean;
  /** Time bank left in seconds when the view was made (bank time control), else null. */
  bankSeconds?: number | null;
}

export interface BoardRound {
  index: number;
  scores: number[];
  yaku: string[][];
  winner: number | null;
  cancelled?: boolean;
  explanation: RoundExplanation | null;
}

export type TimeControl =
  { kind: "per_move"; seconds: number } | { kind: "bank"; initialSeconds: number; incrementSeconds: number } | null;

interface BoardGameViewBase {
  gameId: string;
  tableId?: string;
  gameTitle: string;
  seq: number;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  /** Why a finished game ended before it was played out ("forfeit"), else null. */
  endReason?: string | null;
  mySeat: number | null;
  /**
   * The seat "you" and "your" name when it is not `mySeat`: a replay shows `mySeat`'s view while the signed-in player
   * may hold another seat or none (null). Absent: `mySeat` (a live table).
   */
  youSeat?: number | null;
  players: BoardPlayer[];
  teams: number[][] | null;
  legalMoves: BoardMove[];
  toAct: number[];
  deadlineAt: Date | string | null;
  timeControl?: TimeControl;
  rounds: BoardRound[];
  /** Match totals per side (seats, or teams in team play). */
  totals: number[];
  winner: number | null;
  lastMove: { seat: number; text: string; byStandIn: boolean } | null;
  /** The moves since the viewer's previous turn, oldest first (absent: a replay, which shows lastMove alone). */
  recentMoves?: { seq: number; seat: number; text: string; byStandIn: boolean }[];
}

export type SakuraGameView = BoardGameViewBase & { game: "sakura"; view: SakuraView };
export type SfjGameView = BoardGameViewBase & { game: "sfj"; view: SfjView };
export type MushiGameView = BoardGameViewBase & { game: "mushi"; view: MushiView };
export type SutdaGameView = BoardGameViewBase & { game: "sutda"; view: SutdaView };
export type JudgeGameView = BoardGameViewBase & { game: "judge"; view: JudgeView };

export type BoardGameView = SakuraGameView | SfjGameView | MushiGameView | SutdaGameView | JudgeGameView;
export type FishingGameView = SakuraGameView | SfjGameView | MushiGameView;

export interface BoardProps<V extends BoardGameView = BoardGameView> {
  gameView: V;
  /** Sends a move; the board shows `pending` until the new view arrives. */
  onMove: (move: BoardMove) => void;
  pending: boolean;
  /** A recorded position (the replay page), not a live table: no words for a live table's spectator or players. */
  replay?: boolean;
}

/** The seat the board calls "you", or null. */
export function youSeatOf(gv: Pick<BoardGameViewBase, "mySeat" | "youSeat">): number | null {
  return gv.youSeat === undefined ? gv.mySeat : gv.youSeat;
}

export function isGameName(x: string): x is GameName {
  return x === "sakura" || x === "sfj" || x === "mushi" || x === "judge" || x === "sutda";
}
