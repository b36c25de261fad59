// The Judge board's "3-2-1" ticks every 50 ms; on a slow phone each tick must not redraw the table's card pictures
// (round log, score piles, heads). The real JudgeBoard (tRPC, the live context, its ping and its keys) is mounted
// with react-dom/client into a small in-memory DOM (the project has no jsdom), on fake timers: the countdown runs
// tick by tick, each tick its own task as in a browser, and the card pictures' renders are counted.
import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { observable } from "@trpc/server/observable";
import { Profiler, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Rng } from "~/engine/core/rng";
import { judgeRuleset, type JudgeState } from "~/engine/judge";
import type { AppRouter } from "~/server/api/root";
import type { JudgeLiveView } from "~/server/judge/live-view";
import type { JudgeGameView } from "./types";

// Renders of the card pictures, by size: "sm" HanafudaCards are the round log's pickets, CardStacks the score piles
// (and the pot), "md" the heads. The counting wrappers call the real components.
const renders = vi.hoisted(() => ({ cards: new Map<string, number>(), stacks: 0 }));
vi.mock("../cards", async (importOriginal) => {
  const real = await importOriginal<typeof import("../cards")>();
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

// ---- A minimal DOM: what react-dom/client touches to mount, update and read back this board. ----
class MiniNode {
  childNodes: MiniNode[] = [];
  parentNode: MiniNode | null = null;
  nodeValue: string | null = null;
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    public ownerDocument: MiniDocument | null,
  ) {}
  get firstChild(): MiniNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): MiniNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get nextSibling(): MiniNode | null {
    const s = this.parentNode?.childNodes;
    return s ? (s[s.indexOf(this) + 1] ?? null) : null;
  }
  get parentElement(): MiniElement | null {
    return this.parentNode instanceof MiniElement ? this.parentNode : null;
  }
  appendChild(c: MiniNode) {
    c.parentNode?.removeChild(c);
    this.childNodes.push(c);
    c.parentNode = this;
    return c;
  }
  insertBefore(c: MiniNode, ref: MiniNode | null) {
    if (!ref) return this.appendChild(c);
    c.parentNode?.removeChild(c);
    this.childNodes.splice(this.childNodes.indexOf(ref), 0, c);
    c.parentNode = this;
    return c;
  }
  removeChild(c: MiniNode) {
    this.childNodes.splice(this.childNodes.indexOf(c), 1);
    c.parentNode = null;
    return c;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  get textContent(): string {
    return this.nodeValue ?? this.childNodes.map((c) => c.textContent).join("");
  }
  set textContent(v: string) {
    if (this.nodeType === 3) {
      this.nodeValue = v;
      return;
    }
    for (const c of this.childNodes) c.parentNode = null;
    this.childNodes = [];
    if (v) this.appendChild(this.ownerDocument!.createTextNode(v));
  }
  get data() {
    return this.nodeValue ?? "";
  }
  getRootNode(): MiniNode {
    return this.parentNode ? this.parentNode.getRootNode() : this;
  }
  contains(n: MiniNode | null): boolean {
    return !!n && (n === this || this.childNodes.some((c) => c.contains(n)));
  }
  addEventListener() {}
  removeEventListener() {}
  querySelector(): null {
    return null;
  }
  querySelectorAll(): MiniElement[] {
    return [];
  }
}

class MiniElement extends MiniNode {
  attributes = new Map<string, string>();
  style: Record<string, unknown> & { setProperty(k: string, v: string): void; removeProperty(k: string): void } = {
    setProperty(k: string, v: string) {
      this[k] = v;
    },
    removeProperty(k: string) {
      delete this[k];
    },
  };
  constructor(
    tag: string,
    doc: MiniDocument,
    readonly namespaceURI: string,
  ) {
    super(1, tag.toUpperCase(), doc);
  }
  get tagName() {
    return this.nodeName;
  }
  setAttribute(n: string, v: unknown) {
    this.attributes.set(n, String(v));
  }
  setAttributeNS(_ns: string, n: string, v: unknown) {
    this.setAttribute(n, v);
  }
  getAttribute(n: string) {
    return this.attributes.get(n) ?? null;
  }
  hasAttribute(n: string) {
    return this.attributes.has(n);
  }
  removeAttribute(n: string) {
    this.attributes.delete(n);
  }
  removeAttributeNS(_ns: string, n: string) {
    this.attributes.delete(n);
  }
  /** Elements below this one (depth first) with the attribute, or with it set to `value`. */
  find(attr: string, value?: string): MiniElement[] {
    const out: MiniElement[] = [];
    const walk = (n: MiniNode) => {
      for (const c of n.childNodes)
        if (c instanceof MiniElement) {
          if (c.attributes.has(attr) && (value === undefined || c.attributes.get(attr) === value)) out.push(c);
          walk(c);
        }
    };
    walk(this);
    return out;
  }
}

class MiniDocument extends MiniNode {
  documentElement: MiniElement;
  head: MiniElement;
  body: MiniElement;
  title = "";
  activeElement: MiniElement | null = null;
  defaultView: unknown = null;
  constructor() {
    super(9, "#document", null);
    this.ownerDocument = null;
    this.documentElement = this.createElement("html");
    this.head = this.createElement("head");
    this.body = this.createElement("body");
    this.appendChild(this.documentElement);
    this.documentElement.appendChild(this.head);
    this.documentElement.appendChild(this.body);
    this.activeElement = this.body;
  }
  createElement(tag: string) {
    return new MiniElement(tag, this, "http://www.w3.org/1999/xhtml");
  }
  createElementNS(ns: string, tag: string) {
    return new MiniElement(tag, this, ns);
  }
  createTextNode(text: string) {
    const t = new MiniNode(3, "#text", this);
    t.nodeValue = text;
    return t;
  }
}

// ---- A game some rounds in, its view as seat 0 sees it, and the live view of the next round's countdown. ----
const players = [
  { seat: 0, userId: "a", displayName: "Aiko", team: null, standIn: false, timeouts: 0, forfeited: false },
  { seat: 1, userId: "b", displayName: "Botan", team: null, standIn: false, timeouts: 0, forfeited: false },
];
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
  return {
    gameId: "g1",
    gameTitle: "Judge",
    game: "judge",
    seq: SEQ,
    status: "ACTIVE",
    mySeat: 0,
    players,
    teams: null,
    legalMoves: [],
    toAct: [0, 1],
    deadlineAt: null,
    rounds: [],
    totals: [...judgeRuleset.totals(state)],
    winner: null,
    lastMove: null,
    view: judgeRuleset.playerView(state, 0),
  };
}

const START = 7_000_000;
const COUNTDOWN_MS = 3000;
const countdownView = (): JudgeLiveView => ({
  gameId: "g1",
  seq: SEQ,
  mySeat: 0,
  serverNow: START,
  phase: "countdown",
  round: ROUNDS_PLAYED + 1,
  countdown: 20,
  revealAt: START + COUNTDOWN_MS,
  countdownMs: COUNTDOWN_MS,
  present: [true, true],
  revealed: null,
  actions: [null, null],
  idleRounds: [0, 0],
  idleLimit: 5,
  absentForfeitAt: null,
  windowMs: 1500,
  extensionMs: 800,
});

/** The server answers each heartbeat at once, on the same clock (offset 0). */
const pingLink: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((o) => {
    if (op.path !== "judge.ping") {
      o.error(new Error(`unexpected call ${op.path}`) as never);
      return;
    }
    o.next({ result: { type: "data", data: { receivedAt: Date.now(), sentAt: Date.now() } } } as never);
    o.complete();
  });

describe("the Judge board while the 3-2-1 ticks", () => {
  const doc = new MiniDocument();
  const g = globalThis as Record<string, unknown>;
  const saved = ["window", "document", "navigator", "HTMLIFrameElement", "IS_REACT_ACT_ENVIRONMENT"].map((k) => [k, Object.getOwnPropertyDescriptor(g, k)] as const);

  beforeAll(() => {
    const win = { document: doc, HTMLIFrameElement: class {}, location: { href: "http://localhost/" }, addEventListener() {}, removeEventListener() {}, event: undefined };
    doc.defaultView = win;
    const globals = { window: win, document: doc, navigator: { userAgent: "node" }, HTMLIFrameElement: win.HTMLIFrameElement, IS_REACT_ACT_ENVIRONMENT: true };
    for (const [k, value] of Object.entries(globals)) Object.defineProperty(g, k, { value, configurable: true, writable: true });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
    vi.setSystemTime(START);
  });
  afterAll(() => {
    vi.useRealTimers();
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(g, k, d);
      else delete g[k];
    }
  });

  it("a 50 ms tick redraws no card picture (round log, score piles, heads); the count still shows 3, 2, 1 on time", async () => {
    // react-dom decides at load whether it runs in a browser: load it once the DOM is in place.
    const [{ createRoot }, { act }, { TRPCProvider }, { JudgeLiveContext }, { JudgeBoard }] = await Promise.all([
      import("react-dom/client"),
      import("react"),
      import("../../_lib/trpc"),
      import("./judge-live"),
      import("./judge-board"),
    ]);
    const queryClient = new QueryClient();
    const trpcClient = createTRPCClient<AppRouter>({ links: [pingLink] });
    const gv = gameView(midGame());
    expect(gv.view.outcomes.length).toBe(ROUNDS_PLAYED);
    const live = { latest: { view: countdownView(), at: START }, status: "pending" as const };
    let commits = 0;
    const tree = (children: ReactNode) => (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <JudgeLiveContext value={live}>
            <Profiler id="judge" onRender={() => void commits++}>
              {children}
            </Profiler>
          </JudgeLiveContext>
        </TRPCProvider>
      </QueryClientProvider>
    );
    const container = doc.createElement("div");
    doc.body.appendChild(container);
    const root = createRoot(container as never);
    await act(async () => root.render(tree(<JudgeBoard gameView={gv} onMove={() => {}} pending={false} />)));
    // The first heartbeats (three, 200 ms apart) settle the clock offset before the measure.
    for (let i = 0; i < 8; i++) await act(async () => void vi.advanceTimersByTime(50));

    const board = container.find("data-testid", "game-board")[0]!;
    const count = () => board.find("data-testid", "judge-countdown")[0]!;
    const banner = () => board.find("data-testid", "turn-banner")[0]!.textContent;
    expect(board.find("data-testid", "judge-log")[0]!.find("data-card").length).toBe(2 * ROUNDS_PLAYED);
    expect(count().getAttribute("data-beat")).toBe("3");
    const elements = (n: MiniNode): number => n.childNodes.reduce((k, c) => k + (c instanceof MiniElement ? 1 + elements(c) : 0), 0);
    console.log(`the board: ${elements(board)} elements, ${elements(board.find("data-testid", "judge-log")[0]!)} in the round log`);
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
    expect(board.find("data-testid", "judge-hit")[0]!.hasAttribute("disabled")).toBe(false);

    await act(async () => root.unmount());
  });
});
