// @vitest-environment happy-dom
// The Judge board's "3-2-1" ticks every 50 ms; on a slow phone each tick must not redraw the table's card pictures
// (round log, score piles, heads). The real JudgeBoard (tRPC, the live context, its ping and its keys) is mounted
// with react-dom/client into happy-dom's DOM, on fake timers: the countdown runs tick by tick, each tick its own task
// as in a browser, and the card pictures' renders are counted.
import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { Profiler, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Rng } from "~/engine/core/rng";
import { judgeRuleset, type JudgeState } from "~/engine/judge";
import type { AppRouter } from "~/server/api/root";
import { withIntl } from "~/app/_lib/testing/intl";
import { apiClientFor } from "~/app/_lib/testing/mounted";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { judgeGameView, LIVE_DEFAULTS } from "./live-view-testing";
import type { JudgeGameView } from "./view";

// Renders of the card pictures, by size: "sm" HanafudaCards are the round log's pickets, CardStacks the score piles
// (and the pot), "md" the heads. The counting wrappers call the real components.
const renders = vi.hoisted(() => ({ cards: new Map<string, number>(), stacks: 0 }));
vi.mock("~/app/_components/cards", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/app/_components/cards")>();
  return {
    ...real,
    HanafudaCard: (p: Parameters<typeof real.HanafudaCard>[0]) => {
      renders.cards.set(p.size ?? "md", (renders.cards.get(p.size ?? "md") ?? 0) + 1);
      return real.HanafudaCard(p);
    },
    CardStack: (p: Parameters<typeof real.CardStack>[0]) => {
      renders.stacks++;
      return real.CardStack(p);
    },
  };
});

// ---- A game some rounds in, its view as seat 0 sees it, and the live view of the next round's countdown. ----
const ROUNDS_PLAYED = 12;

function midGame(): JudgeState {
  const g = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "ticks");
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Rng.fromSeed("ticks");
  while (s.phase === "playing" && judgeRuleset.playerView(s, 0).outcomes.length < ROUNDS_PLAYED) {
    const r = judgeRuleset.applyMove(s, judgeRuleset.randomMove!(s, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const SEQ = 12;
function gameView(state: JudgeState): JudgeGameView {
  return judgeGameView(state, 0, { seq: SEQ });
}

const START = 7_000_000;
const COUNTDOWN_MS = 3000;
const countdownView = (): JudgeLiveView => ({
  ...LIVE_DEFAULTS,
  gameId: "g1",
  seq: SEQ,
  mySeat: 0,
  serverNow: START,
  phase: "countdown",
  round: ROUNDS_PLAYED + 1,
  countdown: 20,
  revealAt: START + COUNTDOWN_MS,
  countdownMs: COUNTDOWN_MS,
  revealed: null,
});

/** The server answers each heartbeat at once, on the same clock (offset 0). */
const pingLink: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      if (op.path !== "judge.ping") {
        o.error(new Error(`unexpected call ${op.path}`) as never);
        return;
      }
      o.next({ result: { type: "data", data: { receivedAt: Date.now(), sentAt: Date.now() } } } as never);
      o.complete();
    });

describe("the Judge board while the 3-2-1 ticks", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
    vi.setSystemTime(START);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("a 50 ms tick redraws no card picture (round log, score piles, heads); the count still shows 3, 2, 1 on time", async () => {
    const [{ createRoot }, { act }, { TRPCReactProvider }, { JudgeLiveContext }, { JudgeBoard }] = await Promise.all([
      import("react-dom/client"),
      import("react"),
      import("~/app/_lib/trpc"),
      import("./judge-live"),
      import("./judge-board"),
    ]);
    const client = apiClientFor(pingLink);
    const gv = gameView(midGame());
    expect(gv.view.outcomes.length).toBe(ROUNDS_PLAYED);
    const live = { latest: { view: countdownView(), at: START }, status: "pending" as const };
    let commits = 0;
    const tree = (children: ReactNode) =>
      withIntl(
        <TRPCReactProvider client={client}>
          <JudgeLiveContext value={live}>
            <Profiler id="judge" onRender={() => void commits++}>
              {children}
            </Profiler>
          </JudgeLiveContext>
        </TRPCReactProvider>,
      );
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(tree(<JudgeBoard gameView={gv} onMove={() => {}} pending={false} />)));
    // The first heartbeats (three, 200 ms apart) settle the clock offset before the measure.
    for (let i = 0; i < 8; i++) await act(async () => void vi.advanceTimersByTime(50));

    const board = container.querySelector('[data-testid="game-board"]')!;
    const count = () => board.querySelector('[data-testid="judge-countdown"]')!;
    const banner = () => board.querySelector('[data-testid="turn-banner"]')!.textContent;
    const log = board.querySelector('[data-testid="judge-log"]')!;
    expect(log.querySelectorAll("[data-card]").length).toBe(2 * ROUNDS_PLAYED);
    expect(count().getAttribute("data-beat")).toBe("3");
    console.log(
      `the board: ${board.querySelectorAll("*").length} elements, ${log.querySelectorAll("*").length} in the round log`,
    );
    expect(banner()).toContain(`Round ${ROUNDS_PLAYED + 1}: 3…`);

    /** Runs the countdown `ms` further, one 50 ms tick per task, and counts what rendered. */
    const advance = async (ms: number) => {
      renders.cards.clear();
      renders.stacks = 0;
      commits = 0;
      for (let t = 0; t < ms; t += 50) await act(async () => void vi.advanceTimersByTime(50));
      return { log: renders.cards.get("sm") ?? 0, heads: renders.cards.get("md") ?? 0, piles: renders.stacks, commits };
    };

    // 400 ms → 900 ms into the 3 s countdown: still beat 3 (a beat is 1 s), nothing to redraw.
    const within = await advance(500);
    console.log(`ticks within a beat (500 ms, 10 ticks): ${JSON.stringify(within)}`);
    expect(count().getAttribute("data-beat")).toBe("3");
    expect(within).toEqual({ log: 0, heads: 0, piles: 0, commits: 0 });

    // Across the beat: the count and the banner change on the tick after the boundary, the pictures still do not.
    const across = await advance(500);
    console.log(`ticks across a beat (500 ms, 10 ticks): ${JSON.stringify(across)}`);
    expect(count().getAttribute("data-beat")).toBe("2");
    expect(count().textContent).toBe("2");
    expect(banner()).toContain(`Round ${ROUNDS_PLAYED + 1}: 2…`);
    expect(across.log + across.heads + across.piles).toBe(0);
    expect(across.commits).toBe(1);

    // To the reveal time: "Flip!" within one tick of it, the HIT / DEFEND buttons still offered.
    await advance(2000);
    expect(count().textContent).toBe("Flip!");
    expect(board.querySelector('[data-testid="judge-hit"]')!.hasAttribute("disabled")).toBe(false);

    await act(async () => root.unmount());
  });
});
