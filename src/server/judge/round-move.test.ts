// The pure parts of live Judge: the move a closed round records, inactivity counts, delay estimates, and the live
// view's rule that nothing of a picket shows before T0.
import { describe, expect, it } from "vitest";
import { cardCode, parseCard } from "~/engine/core/cards";
import { judgeRuleset, type JudgeState } from "~/engine/judge";
import type { JudgeActionRecord, JudgeMatchRecord } from "../repositories/judge-matches";
import { buildJudgeLiveView } from "./live-view";
import { creditedDelay, graceOf, nextDelayEstimate } from "./presence";
import { nextIdleRounds, roundMove } from "./round-move";
import { JUDGE_TIMINGS, falseStartAllowance } from "./timings";

const c = (code: string) => parseCard(code)!;
const action = (seat: number, act: "hit" | "defend", ms: number, falseStart = false): JudgeActionRecord => ({
  countdown: 1,
  round: 1,
  seat,
  act,
  receivedAt: new Date(0),
  receivedMs: ms + 20,
  creditedMs: 20,
  effectiveMs: falseStart ? 0 : ms,
  clientReactionMs: null,
  falseStart,
});

describe("roundMove", () => {
  const pickets = [c("M09-0"), c("M03-1")] as const; // seat 0 holds the later month
  it("records the actions with their whole-ms effective times, in seat order", () => {
    expect(roundMove(4, pickets, [action(1, "defend", 310), action(0, "hit", 420)])).toEqual({
      round: 4,
      actions: [
        { seat: 0, act: "hit", ms: 420 },
        { seat: 1, act: "defend", ms: 310 },
      ],
    });
    expect(roundMove(1, pickets, [])).toEqual({ round: 1, actions: [] });
  });
  it("a false start (opponent_wins_round) gives the round to the offender's opponent; the first offender counts", () => {
    // The earlier month (seat 1) jumped the gun: the later month hits at 0 ms (row 1).
    expect(roundMove(2, pickets, [action(1, "defend", 0, true)])).toEqual({
      round: 2,
      actions: [{ seat: 0, act: "hit", ms: 0 }],
    });
    // The later month (seat 0) jumped: its false start stands as a defence (row 4, the earlier month wins).
    expect(roundMove(2, pickets, [action(0, "hit", 0, true)])).toEqual({
      round: 2,
      actions: [{ seat: 0, act: "defend", ms: 0 }],
    });
    const both = [
      { ...action(0, "hit", 0, true), receivedMs: -50 },
      { ...action(1, "hit", 0, true), receivedMs: -80 },
    ];
    expect(roundMove(2, pickets, both)).toEqual({ round: 2, actions: [{ seat: 0, act: "hit", ms: 0 }] });
  });
  const judge = (state: JudgeState, m: unknown) => judgeRuleset.applyMove(state, m);
  it("is accepted by the engine", () => {
    const g = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "round-move");
    if (!g.ok) throw new Error(g.error.message);
    expect(
      judge(g.value, roundMove(1, [c("M01-0"), c("M02-0")], [action(1, "hit", 300), action(0, "defend", 250)])).ok,
    ).toBe(true);
  });
});

describe("nextIdleRounds", () => {
  it("acting resets, a whole window without acting adds one, an early close by the opponent changes nothing", () => {
    expect(nextIdleRounds([3, 2], [action(0, "hit", 200)], "window-passed")).toEqual([0, 3]);
    expect(nextIdleRounds([3, 2], [action(0, "hit", 200)], "outcome-fixed")).toEqual([0, 2]);
    expect(nextIdleRounds([1, 1], [], "window-passed")).toEqual([2, 2]);
    expect(nextIdleRounds([4, 4], [action(0, "hit", 0, true)], "false-start")).toEqual([0, 4]);
  });
});

describe("delay estimates", () => {
  it("EWMA of half the RTT, the deviation smoothed too; credit capped; grace is the larger credit", () => {
    const first = nextDelayEstimate(undefined, 100);
    expect(first).toEqual({ owdMs: 50, jitterMs: 0 });
    const second = nextDelayEstimate({ seat: 0, lastSeenAt: null, ...first }, 180);
    expect(second.owdMs).toBeCloseTo(50 + 0.125 * (90 - 50));
    expect(second.jitterMs).toBeCloseTo(0.25 * 40);
    const p = (owdMs: number | null) => ({ seat: 0, lastSeenAt: null, owdMs, jitterMs: 0 });
    expect(creditedDelay(p(500), 150)).toBe(150);
    expect(creditedDelay(p(null), 150)).toBe(0);
    expect(graceOf([p(30), p(500)], 150)).toBe(150);
    expect(falseStartAllowance(JUDGE_TIMINGS, null)).toBe(10);
    expect(falseStartAllowance(JUDGE_TIMINGS, 12)).toBe(24);
    expect(falseStartAllowance(JUDGE_TIMINGS, 400)).toBe(50);
  });
});

describe("buildJudgeLiveView", () => {
  const g = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "live-view");
  if (!g.ok) throw new Error(g.error.message);
  const state = g.value;
  const pile = [...state.deal!.piles[0], ...state.deal!.piles[1]].map((x) => `"${cardCode(x)}"`);
  const T0 = 1_000_000;
  const match: JudgeMatchRecord = {
    gameId: "g",
    ownerId: "o",
    leaseUntil: null,
    countdown: 3,
    round: 1,
    revealAt: new Date(T0),
    closing: false,
    resolvedAt: null,
    idleRounds: [0, 2],
  };
  const present = [0, 1].map((seat) => ({ seat, lastSeenAt: new Date(T0 - 1000), owdMs: 10, jitterMs: 1 }));
  const input = {
    game: { id: "g", seq: 0, status: "ACTIVE", state, createdAt: new Date(0) },
    match,
    presence: present,
    actions: [action(0, "hit", 300)],
    mySeat: 1,
    timings: JUDGE_TIMINGS,
  };
  it("shows no picket and no action before T0, both at T0", () => {
    const before = buildJudgeLiveView({ ...input, now: T0 - 1 });
    expect(before).toMatchObject({
      phase: "countdown",
      round: 1,
      revealAt: T0,
      revealed: null,
      actions: [null, null],
      present: [true, true],
      idleRounds: [0, 2],
    });
    for (const code of pile) expect(JSON.stringify(before)).not.toContain(code);
    const at = buildJudgeLiveView({ ...input, now: T0 });
    expect(at.phase).toBe("open");
    expect(at.revealed).toEqual(judgeRuleset.playerView({ ...state, revealed: true }, 1).revealed);
    expect(at.actions[0]).toEqual({ act: "hit", ms: 300, falseStart: false });
  });
  it("pauses when a player is away, and says when the absent one forfeits", () => {
    const away = [present[0]!, { ...present[1]!, lastSeenAt: new Date(T0 - 60_000) }];
    const v = buildJudgeLiveView({
      ...input,
      match: { ...match, round: null, revealAt: null },
      presence: away,
      now: T0,
    });
    expect(v).toMatchObject({
      phase: "paused",
      present: [true, false],
      absentForfeitAt: T0 - 60_000 + JUDGE_TIMINGS.presenceTtlMs + JUDGE_TIMINGS.absentForfeitMs,
    });
  });
});
