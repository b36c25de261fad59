// @vitest-environment happy-dom
// A replay of a game resigned before its first move (a record without a move): mounted, it offers no Analyse (there
// is no choice to analyse) and no "0 / 0" stepping, but says there is only the deal; a game with a move still offers
// Analyse at the deal, where a seat chose. Where the analysis goes: beside the board on a wide screen, right under the
// controls on a phone (its place kept at a position without a choice); asked, it comes into view, and the button's
// focus goes to the panel.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answeringLink, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { ReplayModel } from "../_lib/replay-model";
import { ForfeitNote } from "./forfeit-note";
import { replayOf, viewerOf } from "./replay-viewer-testing";

/** A Sakura game of `moves` random legal moves, as a record folded into the page's model. */
const sakuraReplay = (moves: number): ReplayModel => replayOf("sakura", 2, { rounds: 2 }, moves, false, "empty");

const mount = (model: ReplayModel, step = 0) =>
  mountWithTrpc(
    viewerOf(model, { initialStep: step, result: { winner: 1, endReason: "resign" }, analysis: { gameId: "g-empty" } }),
    answeringLink("replay.analyse", [], () => null),
  );

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

afterEach(() => {
  unmountAll();
  setViewport(1024, 768);
  vi.restoreAllMocks();
});

describe("a replay without a move", () => {
  it("offers no Analyse and no stepping, and says there is only the deal", async () => {
    const model = sakuraReplay(0);
    expect(model.steps.length).toBe(1);
    const host = await mount(model);
    expect(host.querySelector('[data-testid="analyse"]')).toBeNull();
    expect(host.querySelector('[data-testid="position-count"]')).toBeNull();
    expect(host.querySelector('[data-testid="no-moves"]')?.textContent).toBe(
      "No move was played in this game: the position below is the deal.",
    );
    expect(host.querySelector('[data-testid="keys-hint"]')).toBeNull();
    expect(host.querySelector('[data-testid="game-board"]')).not.toBeNull();
  });

  it("still offers Analyse at the deal of a game where a move was played", async () => {
    const host = await mount(sakuraReplay(1));
    expect(host.querySelector('[data-testid="analyse"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="position-count"]')?.textContent).toBe("0 / 1");
    expect(host.querySelector('[data-testid="no-moves"]')).toBeNull();
    expect(host.querySelector('[data-testid="keys-hint"]')?.textContent).toContain("A analyse");
  });

  it("is introduced as a resign before the first move", async () => {
    const host = await mountWithTrpc(
      <ForfeitNote
        players={[
          { displayName: "Ren", forfeited: true },
          { displayName: "Aoi", forfeited: false },
        ]}
        resigned
        noMoves
      />,
      answeringLink("none", [], () => null),
    );
    expect(host.textContent).toBe("Ren resigned before the first move: there is only the deal to see.");
  });
});

describe("the analysis's place", () => {
  const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("on a phone comes under the board, asked beside the move's words; the steps, the words and the board come first", async () => {
    setViewport(390, 844);
    const model = sakuraReplay(40);
    const host = await mount(model);
    const controls = host.querySelector('[data-testid="replay-controls"]')!;
    const board = host.querySelector('[data-testid="game-board"]')!;
    const panel = host.querySelector('[data-testid="analysis-panel"]')!;
    const more = host.querySelector('[data-testid="replay-more-controls"]')!;
    // over the board: the four steps, the slider and the move in words, with Analyse beside them
    for (const id of ["step-forward", "step-back", "to-end", "position-slider", "position", "analyse-here"])
      expect(controls.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    expect(controls.querySelectorAll("button").length).toBe(5);
    expect(follows(controls, board)).toBe(true);
    // under it: the answer, then the rest of the controls
    expect(follows(board, panel)).toBe(true);
    expect(follows(panel, more)).toBe(true);
    expect(panel.closest("aside")).toBeNull();
    for (const id of ["round-back", "round-forward", "autoplay", "speed", "round-select", "perspective"])
      expect(more.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    expect(host.querySelector('[data-testid="analysis-slot"]')).toBeNull();
    unmountAll();
    // A position without a choice: nothing to ask, nothing in its place (the board is above, it does not move).
    const still = model.steps.findIndex((_, step) => model.choiceAt(step) === null);
    expect(still).toBeGreaterThan(0);
    const other = await mount(model, still);
    expect(other.querySelector('[data-testid="analysis-panel"]')).toBeNull();
    expect(other.querySelector('[data-testid="analyse-here"]')).toBeNull();
  });

  it("on a wide screen stays beside the board, in the side column, with the controls but the steps", async () => {
    setViewport(1280, 800);
    const host = await mount(sakuraReplay(40));
    const panel = host.querySelector('[data-testid="analysis-panel"]')!;
    expect(follows(host.querySelector('[data-testid="game-board"]')!, panel)).toBe(true);
    expect(host.querySelector('[data-testid="analyse-here"]')).toBeNull();
    expect(host.querySelector('[data-testid="replay-more-controls"]')).toBeNull();
    // over the board the steps, Play, the slider and the move in words; the rest in the side column, over the moves
    const controls = host.querySelector('[data-testid="replay-controls"]')!;
    for (const id of [
      "to-end",
      "round-back",
      "step-back",
      "step-forward",
      "round-forward",
      "autoplay",
      "position-slider",
      "position",
    ])
      expect(controls.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    expect(follows(controls, host.querySelector('[data-testid="game-board"]')!)).toBe(true);
    // the side column: the answer, the other controls, then the moves and checks (the aside)
    const side = host.querySelector('[data-testid="replay-side-controls"]')!;
    expect(side.parentElement).toBe(panel.parentElement);
    expect(follows(panel, side)).toBe(true);
    expect(host.querySelector('[data-testid="move-list"]')!.closest("aside")?.parentElement).toBe(side.parentElement);
    for (const id of ["speed", "round-select", "perspective", "keys-hint"])
      expect(side.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    expect(follows(side, host.querySelector('[data-testid="move-list"]')!)).toBe(true);
  });

  it("asked with the button, comes into view with the focus; asked with the A key, comes into view and the focus stays", async () => {
    setViewport(390, 844);
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const model = sakuraReplay(40);
    const host = await mount(model);
    const panel = host.querySelector<HTMLElement>('[data-testid="analysis-panel"]')!;
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="analyse-here"]')!.click());
    expect(host.querySelector('[data-testid="analyse-here"]')).toBeNull();
    expect(host.querySelector('[data-testid="analyse"]')).toBeNull();
    expect(document.activeElement).toBe(panel);
    expect(scrolled).toContain(panel);
    // and again when the answer comes (taller: the ranked moves would fall below a phone's screen)
    await until(() => scrolled.filter((e) => e === panel).length === 2, "into view again with the answer");
    unmountAll();
    scrolled.length = 0;
    const choice = model.steps.findIndex((_, step) => step > 0 && model.choiceAt(step) !== null);
    const keyed = await mount(model, choice);
    const forward = keyed.querySelector<HTMLButtonElement>('[data-testid="step-forward"]')!;
    forward.focus();
    await act(async () => forward.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true })));
    const asked = keyed.querySelector('[data-testid="analysis-panel"]')!;
    expect(keyed.querySelector('[data-testid="analyse"]')).toBeNull();
    expect(scrolled).toContain(asked);
    expect(document.activeElement).toBe(forward);
  });
});
