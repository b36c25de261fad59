// @vitest-environment happy-dom
// Where the keyboard's focus lands when the board turns to the player: a move is sent, and its answer (pending
// ending) can come after the new position is drawn. The first offered card or button takes the focus once it is
// offered, not only when the position arrives: the Draw button and the choice of a drawn card had been left without
// it (the focus stayed on the page, and Enter did nothing).
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { gameView, newLocalGame, playRandom, roundCount, toAct, type LocalGame } from "../../dev/boards/local-game";
import { FishingBoard } from "./fishing-board";
import { offerFrom } from "./move-selection";
import type { BoardMove, FishingGameView } from "./types";

/** A seeded Koi-Koi game played at random until the seat to act is offered what `want` looks for. */
function koikoiAt(want: (legal: BoardMove[]) => boolean, rounds = 0): { g: LocalGame; seat: number } {
  const g0 = newLocalGame({ game: "koikoi", players: 2, teamLayout: null, options: {}, seed: "focus" });
  if ("error" in g0) throw new Error(g0.error);
  const at = (g: LocalGame) => {
    const s = toAct(g)[0];
    return s !== undefined && roundCount(g) >= rounds && want(g.ruleset.legalMoves(g.state, s) as BoardMove[]);
  };
  const g = playRandom(g0, at);
  expect(at(g), "the position sought").toBe(true);
  return { g, seat: toAct(g)[0]! };
}

let root: Root | null = null;
async function render(gv: FishingGameView, pending: boolean) {
  await act(async () => root!.render(withIntl(<FishingBoard gameView={gv} onMove={() => {}} pending={pending} />)));
}

describe("the fishing board's focus when the player's turn is offered", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  it.each([
    // the pile, first of what draws: Enter on it draws
    [
      "the draw pile",
      (legal: BoardMove[]) => offerFrom(legal).draws.length === 1,
      '[data-offer="true"] [aria-label^="Draw pile"]',
    ],
    [
      "the first card a drawn card can take",
      (legal: BoardMove[]) =>
        legal.length >= 2 && offerFrom(legal).plays.size === 0 && legal.every((m) => m.koikoi === undefined),
      '[data-target="true"] button',
    ],
  ] as const)("%s, once the move before is answered", async (_what, want, selector) => {
    const { g, seat } = koikoiAt(want);
    const gv = gameView(g, seat) as FishingGameView;
    const host = document.body.appendChild(document.createElement("div"));
    root = createRoot(host);
    // the new position arrives while the move before is still being sent: nothing is offered yet
    await render(gv, true);
    expect(document.activeElement).toBe(document.body);
    await render(gv, false);
    expect(document.activeElement).toBe(host.querySelector(selector)?.closest("button"));
    expect(document.activeElement).not.toBeNull();
  });

  it("the first card a hand card can take, in the commit that lights it: a second Enter at once takes it", async () => {
    const { g, seat } = koikoiAt((legal) =>
      [...offerFrom(legal).plays.values()].some((options) => options.length >= 2),
    );
    const gv = gameView(g, seat) as FishingGameView;
    const card = [...offerFrom(gv.legalMoves).plays].find(([, options]) => options.length >= 2)![0];
    const host = document.body.appendChild(document.createElement("div"));
    root = createRoot(host);
    await render(gv, false);
    const button = host.querySelector<HTMLElement>(`[data-testid="hand"] [data-card="${card}"]`)?.closest("button");
    expect(button, "the hand card with two captures").toBeTruthy();
    button!.focus();
    await act(async () => button!.click());
    // no frame waited for: a keyboard's next Enter goes to what has the focus now
    expect(document.activeElement).toBe(host.querySelector('[data-target="true"] button'));
  });

  it("nothing offered while a round's result is about to show: the next round's cards wait for its dialog", async () => {
    const { g, seat } = koikoiAt((legal) => offerFrom(legal).plays.size > 0, 1);
    const gv = gameView(g, seat) as FishingGameView;
    expect(gv.rounds.length).toBeGreaterThan(0);
    // the rounds before this one seen, the last not yet
    window.localStorage.setItem(`hanafuda:seen-rounds:${gv.gameId}`, String(gv.rounds.length - 1));
    const host = document.body.appendChild(document.createElement("div"));
    root = createRoot(host);
    await render(gv, false);
    const board = host.querySelector('[data-testid="game-board"]')!;
    expect(board.getAttribute("data-my-turn")).toBe("false");
    expect(host.querySelectorAll('[data-offer="true"]')).toHaveLength(0);
    expect(host.querySelectorAll('[data-testid="hand"] button')).toHaveLength(0);
    window.localStorage.clear();
  });
});
