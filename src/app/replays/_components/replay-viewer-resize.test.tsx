// @vitest-environment happy-dom
// A replay whose window crosses the 1024 px breakpoint (a window resized, a tablet turned) keeps what the reader
// opened: the match summary's "Show all N hands", the fair-shuffle check already run; the same elements, not drawn
// anew. And a replay has one match summary, the page's: the board's buttons for it bring the reader there.
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answeringLink, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { preloadReplayBoard } from "~/app/_games/replay-boards";
import type { FairnessInput, FairnessItem } from "../_lib/fairness";
import type { ReplayModel } from "../_lib/replay-model";
import { preloadMatchSummary } from "./lazy-match-summary";
import { replayOf, viewerOf } from "./replay-viewer-testing";

/** How many times the fair-shuffle check ran. */
let checks = 0;
const ITEMS: FairnessItem[] = [{ key: "seed", round: null, status: "ok", detail: null }];
vi.mock("../_lib/fairness", () => ({
  checkFairness: (_: unknown, report: (items: FairnessItem[]) => void) => {
    checks++;
    report(ITEMS);
  },
}));

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

/** A Sutda game of 14 hands played to its end: its summary folds the earlier hands behind "Show all 14 hands". And a
 * Koi-Koi game played to its end, whose board (the fishing games') has its own "Rounds and scoring". */
let sutda: ReplayModel;
let koikoi: ReplayModel;
beforeAll(async () => {
  sutda = replayOf("sutda", 2, { end: "rounds_N", rounds: 14 }, 4000, false, "resize");
  koikoi = replayOf("koikoi", 2, {}, 4000, false, "resize");
  await Promise.all([preloadReplayBoard("sutda"), preloadReplayBoard("koikoi"), preloadMatchSummary()]);
});

afterEach(() => {
  unmountAll();
  setViewport(1024, 768);
  checks = 0;
  vi.restoreAllMocks();
});

const input = { commitment: "c0ffee", seed: "5eed" } as unknown as FairnessInput;

async function mount(step: number, replay = sutda): Promise<HTMLElement> {
  const host = await mountWithTrpc(
    viewerOf(replay, { initialStep: step, fairness: input }),
    answeringLink("none", [], () => null),
  );
  // the reader's first act: the summary loads then
  await act(async () => window.dispatchEvent(new Event("pointerdown")));
  return host;
}

describe("a replay across the 1024 px breakpoint", () => {
  it("keeps the summary's open disclosure and the fair-shuffle check it ran, the same elements", async () => {
    expect(sutda.finished).toBe(true);
    setViewport(1280, 800);
    const host = await mount(0);
    const all = await until(
      () => host.querySelector<HTMLDetailsElement>('[data-testid="all-rounds"]'),
      "the summary's disclosure",
    );
    all.open = true;
    const fairness = await until(
      () => host.querySelector('[data-testid="fairness"][data-status="ok"]'),
      "the fair-shuffle check",
    );
    expect(checks).toBe(1);
    for (const [width, height] of [
      [900, 800],
      [390, 844],
      [1280, 800],
    ] as const) {
      await act(async () => setViewport(width, height));
      // the layout did follow the width (the phone's controls under the board), around the same elements
      expect(host.querySelector('[data-testid="replay-more-controls"]') !== null, `${width}`).toBe(width < 1024);
      expect(host.querySelector('[data-testid="all-rounds"]'), `${width}`).toBe(all);
      expect(all.open, `${width}`).toBe(true);
      expect(host.querySelector('[data-testid="fairness"]'), `${width}`).toBe(fairness);
      expect(checks, `${width}`).toBe(1);
    }
  });
});

describe("a replay's board leads to the page's one match summary", () => {
  const cases = [
    ["Sutda's Hands and results", () => sutda, /^Hands and results \(\d+\)$/, 1280, 800],
    ["Sutda's Hands and results", () => sutda, /^Hands and results \(\d+\)$/, 390, 844],
    ["Koi-Koi's Rounds and scoring", () => koikoi, /^Rounds and scoring \(\d+\)$/, 1280, 800],
    ["Koi-Koi's Match summary", () => koikoi, /^Match summary$/, 390, 844],
  ] as const;
  for (const [what, replay, label, width, height] of cases)
    it(`${what} brings the reader to the page's summary, at ${width} px`, async () => {
      expect(replay().finished).toBe(true);
      setViewport(width, height);
      const scrolled: Element[] = [];
      vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
        scrolled.push(this);
      });
      const host = await mount(replay().steps.length - 1, replay());
      await until(() => host.querySelector('[data-testid="match-summary"]'), "the page's summary");
      const button = await until(
        () => [...host.querySelectorAll("button")].find((b) => label.test(b.textContent!)),
        `the board's ${what}`,
      );
      await act(async () => button.click());
      // a second summary (the board's own, loaded on demand) would come in this time
      await act(async () => new Promise((r) => setTimeout(r, 300)));
      expect(host.querySelectorAll('[data-testid="match-summary"]').length).toBe(1);
      const summary = host.querySelector<HTMLElement>('[data-testid="replay-summary"]')!;
      expect(scrolled).toContain(summary);
      expect(document.activeElement).toBe(summary);
      // the button does not say it opens or closes anything: it leads to the summary
      expect(button.getAttribute("aria-expanded")).toBeNull();
      expect(button.textContent).toMatch(label);
    });
});
