// The live-server helpers: early close, window end, effective timestamps, false starts.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCard } from "../core/cards";
import {
  acceptsAction,
  correctAct,
  effectiveTime,
  ewma,
  falseStartActions,
  hardenedReactionTime,
  isFalseStart,
  liveRoundStatus,
  recordMs,
  updateOwdEstimate,
  type LiveOptions,
} from "./live";
import { DEFAULT_JUDGE_OPTIONS } from "./options";
import { laterSeat, monthOfCard, resolvePicket, type SeatActions, type TimedAction } from "./resolve";

const c = (code: string) => parseCard(code)!;
const DIFF: [number, number] = [c("M09-2"), c("M03-2")]; // seat 0 later
const SAME: [number, number] = [c("M05-2"), c("M05-3")];
const O: LiveOptions = DEFAULT_JUDGE_OPTIONS;
const hit = (ms: number): TimedAction => ({ act: "hit", ms });
const def = (ms: number): TimedAction => ({ act: "defend", ms });

describe("liveRoundStatus: when the round closes", () => {
  it("nobody acted: open until the main window W", () => {
    const s = liveRoundStatus({ pickets: DIFF, actions: [null, null], nowMs: 100 }, O);
    expect(s).toMatchObject({
      closed: false,
      reason: null,
      windowEndMs: 1500,
      closesAtMs: 1500,
      waitingFor: [0, 1],
      possible: [0, 1, null],
    });
    const late = liveRoundStatus({ pickets: DIFF, actions: [null, null], nowMs: 1500 }, O);
    expect(late).toMatchObject({ closed: true, reason: "window-passed", resolution: { winner: null, row: "9" } });
  });

  it("an L hit with no earlier E defence fixes the outcome at once (hit_wins: a tying defence cannot save E)", () => {
    const s = liveRoundStatus({ pickets: DIFF, actions: [hit(300), null], nowMs: 300 }, O);
    expect(s).toMatchObject({
      closed: true,
      reason: "outcome-fixed",
      resolution: { winner: 0, row: "1" },
      possible: [0],
    });
  });

  it("with tie_hit_vs_def = defence_wins it waits out the tie margin ε", () => {
    const o = { ...O, tieHitVsDef: "defence_wins" as const };
    const s = liveRoundStatus({ pickets: DIFF, actions: [hit(300), null], nowMs: 300 }, o);
    expect(s).toMatchObject({ closed: false, closesAtMs: 310, possible: [0, null], waitingFor: [1] });
    expect(liveRoundStatus({ pickets: DIFF, actions: [hit(300), null], nowMs: 310 }, o)).toMatchObject({
      closed: true,
      reason: "outcome-fixed",
    });
  });

  it("with latency grace, an L hit is final only when no E defence effective earlier can still arrive", () => {
    const s = liveRoundStatus({ pickets: DIFF, actions: [hit(300), null], nowMs: 320, graceMs: 150 }, O);
    expect(s).toMatchObject({ closed: false, closesAtMs: 300 - 10 + 150 });
    expect(liveRoundStatus({ pickets: DIFF, actions: [hit(300), null], nowMs: 440, graceMs: 150 }, O).closed).toBe(
      true,
    );
  });

  it("same month: the first hit closes the round once no tying hit can come (ε), at once with ε = 0", () => {
    const s = liveRoundStatus({ pickets: SAME, actions: [null, hit(350)], nowMs: 350 }, O);
    expect(s).toMatchObject({ closed: false, closesAtMs: 360, possible: [1, null] });
    expect(liveRoundStatus({ pickets: SAME, actions: [null, hit(350)], nowMs: 360 }, O)).toMatchObject({
      closed: true,
      resolution: { winner: 1, row: "S2" },
    });
    expect(
      liveRoundStatus({ pickets: SAME, actions: [null, hit(350)], nowMs: 350 }, { ...O, epsilonMs: 0 }).closed,
    ).toBe(true);
  });

  it("both acted: closed", () => {
    expect(liveRoundStatus({ pickets: DIFF, actions: [hit(420), def(300)], nowMs: 420 }, O)).toMatchObject({
      closed: true,
      reason: "both-acted",
      resolution: { winner: null, row: "3a" },
    });
  });

  it("an E defence first keeps the round open until W (L may still hit, defend or do nothing)", () => {
    // At 300 ms a tying L hit (hit_wins) could still take the round; at 400 ms only a late hit (pot) can come.
    expect(liveRoundStatus({ pickets: DIFF, actions: [null, def(300)], nowMs: 300 }, O)).toMatchObject({
      closed: false,
      closesAtMs: 1500,
      possible: [0, 1, null],
    });
    expect(liveRoundStatus({ pickets: DIFF, actions: [null, def(300)], nowMs: 400 }, O)).toMatchObject({
      closed: false,
      closesAtMs: 1500,
      possible: [1, null],
    });
  });

  it("a mistaken action extends the window to t + R", () => {
    expect(liveRoundStatus({ pickets: DIFF, actions: [null, hit(1400)], nowMs: 1400 }, O)).toMatchObject({
      closed: false,
      windowEndMs: 2200,
      closesAtMs: 2200,
    });
    expect(liveRoundStatus({ pickets: DIFF, actions: [def(1000), null], nowMs: 1000 }, O)).toMatchObject({
      closed: false,
      windowEndMs: 1800,
      closesAtMs: 1800,
    });
    expect(liveRoundStatus({ pickets: DIFF, actions: [def(1000), null], nowMs: 1800 }, O)).toMatchObject({
      closed: true,
      reason: "window-passed",
      resolution: { winner: 1, row: "4" },
    });
    // A same-month defence is no mistake: no extension.
    expect(liveRoundStatus({ pickets: SAME, actions: [def(1400), null], nowMs: 1400 }, O).windowEndMs).toBe(1500);
  });

  // Brute force: the status agrees with every completion of the round that can still arrive.
  it("property: closed ⇔ every possible completion resolves to the same winner; closesAt is the first such time", () => {
    const cell = fc.option(
      fc.record({ act: fc.constantFrom("hit" as const, "defend" as const), ms: fc.integer({ min: 0, max: 2000 }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(DIFF, SAME, [DIFF[1], DIFF[0]] as [number, number]),
        cell,
        fc.integer({ min: 0, max: 2400 }),
        fc.constantFrom(0, 10, 25),
        fc.constantFrom(0, 60, 150),
        fc.constantFrom("hit_wins" as const, "defence_wins" as const),
        fc.constantFrom("pot" as const, "later_wins" as const),
        fc.constantFrom("pot" as const, "earlier_wins" as const),
        fc.boolean(),
        (pickets, a, nowRaw, eps, grace, tieHitVsDef, unansweredMistake, noAction, seatFirst) => {
          const o: LiveOptions = { ...O, epsilonMs: eps, tieHitVsDef, unansweredMistake, noAction };
          const actions: [TimedAction | null, TimedAction | null] = seatFirst ? [a, null] : [null, a];
          const months: [number, number] = [monthOfCard(pickets[0]), monthOfCard(pickets[1])];
          const later = laterSeat(months);
          if (a && !acceptsAction(pickets, [null, null], seatFirst ? 0 : 1, a.ms, o)) return;
          const now = Math.max(nowRaw, a?.ms ?? 0);
          const st = liveRoundStatus({ pickets, actions, nowMs: now, graceMs: grace }, o);
          // Every completion that may still arrive: the missing seat(s) act at t' in (now - grace, end] or never.
          const winners = new Set<0 | 1 | null>();
          const missing = ([0, 1] as const).filter((s) => actions[s] === null);
          const grid: number[] = [];
          for (let t = Math.floor(now - grace) - 1; t <= 3100; t += 0.5) if (t > now - grace) grid.push(t);
          const complete = (acts: SeatActions, i: number) => {
            if (i === missing.length) return void winners.add(resolvePicket(months, acts, o).winner);
            complete(acts, i + 1);
            for (const t of grid)
              for (const act of ["hit", "defend"] as const) {
                const next: [TimedAction | null, TimedAction | null] = [acts[0], acts[1]];
                next[missing[i]!] = { act, ms: t };
                if (acceptsAction(pickets, acts, missing[i]!, t, o)) {
                  if (missing.length === 2 && i === 0) {
                    // Two missing seats: enough to see two different winners.
                    winners.add(resolvePicket(months, next, o).winner);
                    if (winners.size > 1) return;
                  } else winners.add(resolvePicket(months, next, o).winner);
                }
              }
          };
          complete(actions, 0);
          if (missing.length === 2) {
            // Nobody acted yet: open until the window has passed.
            expect(st.closed).toBe(now - grace >= st.windowEndMs);
            return;
          }
          expect(st.closed).toBe(winners.size === 1);
          if (st.closed) expect(st.resolution!.winner).toBe([...winners][0]);
          expect(new Set(st.possible)).toEqual(winners);
          void later;
          if (!st.closed) {
            // Nothing arriving: it closes exactly at closesAt, not before.
            expect(liveRoundStatus({ pickets, actions, nowMs: st.closesAtMs, graceMs: grace }, o).closed).toBe(true);
            const before = st.closesAtMs - 0.25;
            if (before >= now)
              expect(liveRoundStatus({ pickets, actions, nowMs: before, graceMs: grace }, o).closed).toBe(false);
          }
        },
      ),
      { numRuns: 300, seed: 4242 },
    );
  });
});

describe("acceptsAction", () => {
  it("one irrevocable action per seat, inside the (extended) window", () => {
    expect(acceptsAction(DIFF, [null, null], 0, 1500, O)).toBe(true);
    expect(acceptsAction(DIFF, [null, null], 0, 1501, O)).toBe(false);
    expect(acceptsAction(DIFF, [hit(300), null], 0, 400, O)).toBe(false);
    expect(acceptsAction(DIFF, [null, hit(1400)], 0, 2200, O)).toBe(true);
    expect(acceptsAction(DIFF, [null, def(1400)], 0, 1600, O)).toBe(false);
    expect(acceptsAction(DIFF, [null, null], 1, -1, O)).toBe(false);
  });
});

describe("effective timestamps", () => {
  it("t_eff = t_recv − min(OWD_est, OWD_cap)", () => {
    expect(effectiveTime(500, 40)).toBe(460);
    expect(effectiveTime(500, 400)).toBe(350);
    expect(effectiveTime(500, 400, 200)).toBe(300);
    expect(effectiveTime(500, -5)).toBe(500);
  });
  it("EWMA of half the round-trip time", () => {
    expect(ewma(null, 80)).toBe(80);
    expect(ewma(100, 200)).toBe(112.5);
    expect(ewma(100, 200, 0.5)).toBe(150);
    expect(updateOwdEstimate(null, 80)).toBe(40);
    expect(updateOwdEstimate(40, 120)).toBe(40 + 0.125 * 20);
  });
  it("false starts: sent before the reveal could have been seen", () => {
    expect(isFalseStart(50, 40)).toBe(true); // t_eff 10 < 40
    expect(isFalseStart(80, 40)).toBe(false); // t_eff 40: the earliest possible
    expect(isFalseStart(70, 40, 150, 15)).toBe(false); // within the jitter allowance
    expect(isFalseStart(200, 400)).toBe(true); // t_eff 50 < cap 150
  });
  it("client-reported reaction times are used only within [bound − 2 jitter, bound]", () => {
    expect(hardenedReactionTime(400, 380, 15)).toBe(380);
    expect(hardenedReactionTime(400, 360, 15)).toBe(400);
    expect(hardenedReactionTime(400, 401, 15)).toBe(400);
    expect(hardenedReactionTime(400, null, 15)).toBe(400);
  });
  it("record ms: whole, never negative", () => {
    expect(recordMs(-3)).toBe(0);
    expect(recordMs(312.6)).toBe(313);
  });
});

describe("false_start = opponent_wins_round", () => {
  it("falseStartActions gives the round to the opponent whatever the months", () => {
    for (const pickets of [DIFF, [DIFF[1], DIFF[0]] as [number, number], SAME])
      for (const offender of [0, 1] as const) {
        const months: [number, number] = [monthOfCard(pickets[0]), monthOfCard(pickets[1])];
        const r = resolvePicket(months, falseStartActions(pickets, offender), O);
        expect(r.winner).toBe(offender === 0 ? 1 : 0);
      }
  });
  it("correctAct: later or same month hits, earlier defends", () => {
    expect([correctAct(DIFF, 0), correctAct(DIFF, 1), correctAct(SAME, 1)]).toEqual(["hit", "defend", "hit"]);
  });
});
