// Test support: the fields of a Judge live view that the board tests seldom change (both players present, nobody has
// acted, the standard window, limits and countdown), and a game between two people as the board receives it.
import { judgeRuleset, type JudgeState } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import type { JudgeGameView } from "./view";

export const LIVE_DEFAULTS = {
  countdownMs: 1800,
  present: [true, true],
  actions: [null, null],
  idleRounds: [0, 0],
  idleLimit: 5,
  ready: null,
  startsAt: null,
  absentForfeitAt: null,
  awayLimitMs: 120_000,
  windowMs: 1500,
  extensionMs: 800,
} satisfies Partial<JudgeLiveView>;

export const JUDGE_PLAYERS = [
  { seat: 0, userId: "a", displayName: "Aiko", team: null, standIn: false, timeouts: 0, forfeited: false },
  { seat: 1, userId: "b", displayName: "Botan", team: null, standIn: false, timeouts: 0, forfeited: false },
];

/** Aiko and Botan's game as the board receives it, seen from `seat`; `extra` sets what a test needs (no rounds). */
export function judgeGameView(
  state: JudgeState,
  seat: number | null,
  extra: Partial<JudgeGameView> = {},
): JudgeGameView {
  const over = state.phase === "game-over";
  return {
    gameId: "g1",
    gameTitle: "Judge",
    game: "judge",
    seq: 0,
    status: over ? "FINISHED" : "ACTIVE",
    mySeat: seat,
    players: JUDGE_PLAYERS,
    teams: null,
    legalMoves: [],
    toAct: over ? [] : [0, 1],
    deadlineAt: null,
    rounds: [],
    totals: [...judgeRuleset.totals(state)],
    winner: over ? judgeRuleset.winner(state) : null,
    lastMove: null,
    view: judgeRuleset.playerView(state, seat),
    ...extra,
  };
}
