// @vitest-environment happy-dom
// Sutda on a phone shows your seat (cards, fold / follow / bet) above the table; it was placed there by CSS `order`
// only, so Tab went through the table first and then jumped back up to the seat. The seat now comes first in the DOM
// on a phone, and stays after the table on a wide screen (where it is shown under it). Crossing that breakpoint (a
// window resized, a tablet turned) re-mounted the seat and lost a bet amount being typed: the seat now stays mounted.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, mountWithTrpc, typeInto, unmountAll, until } from "~/app/_lib/testing/mounted";
import { applyLocal, gameView, newLocalGame, toAct } from "~/app/dev/boards/local-game";
import { SutdaBoard } from "./sutda-board";
import type { BoardMove } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

/** A three-player game opened by a bet of 1, seen by the next seat to act (bet controls shown). */
function onMyTurn(): SutdaGameView {
  let g = newLocalGame({ game: "sutda", players: 3, teamLayout: null, options: {}, seed: "order" });
  if ("error" in g) throw new Error(g.error);
  const next = applyLocal(
    g,
    (g.ruleset.legalMoves(g.state, toAct(g)[0]!) as BoardMove[]).find((m) => m.bet === 1)!,
  );
  if ("error" in next) throw new Error(next.error);
  g = next;
  return gameView(g, toAct(g)[0]!) as SutdaGameView;
}

/** The focusable elements in document order, each named by the region it sits in. */
/** The board on my turn, behind a link that answers nothing, once its fold button is there. */
async function mountOnMyTurn(): Promise<HTMLElement> {
  const host = await mountWithTrpc(
    <SutdaBoard gameView={onMyTurn()} onMove={() => {}} pending={false} />,
    answeringLink("none", [], () => null),
  );
  await until(() => host.querySelector('[data-testid="fold"]'), "the fold button");
  return host;
}

function tabRegions(host: HTMLElement): string[] {
  const focusable = [...host.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled])")];
  return focusable
    .map((el) => el.closest("section[aria-label]")?.getAttribute("aria-label") ?? "other")
    .filter((r) => r === "Your seat" || r === "The table");
}

describe("the Sutda board's tab order", () => {
  afterEach(() => {
    unmountAll();
    setViewport(1024, 768);
  });

  it("on a 390 px phone reaches your seat (fold, follow, bet) before the table, as it is shown", async () => {
    setViewport(390, 844);
    const regions = tabRegions(await mountOnMyTurn());
    expect(regions).toContain("The table");
    expect(regions.indexOf("The table")).toBeGreaterThan(regions.lastIndexOf("Your seat"));
    expect(regions[0]).toBe("Your seat");
  });

  it("on a 1280 px screen keeps the table first, with your seat under it", async () => {
    setViewport(1280, 800);
    const regions = tabRegions(await mountOnMyTurn());
    expect(regions[0]).toBe("The table");
    expect(regions.lastIndexOf("The table")).toBeLessThan(regions.indexOf("Your seat"));
  });

  it("keeps a typed bet amount, and its focus, when the window crosses the phone breakpoint either way", async () => {
    setViewport(1280, 800);
    const host = await mountOnMyTurn();
    const amount = () => host.querySelector<HTMLInputElement>('[data-testid="bet-amount"]')!;
    await until(amount, "the bet amount");
    const typed = String(Number(amount().min) + 1);
    amount().focus();
    await typeInto(amount(), typed);
    expect(amount().value).toBe(typed);
    for (const [width, height, first] of [
      [390, 844, "Your seat"],
      [1280, 800, "The table"],
    ] as const) {
      await act(async () => setViewport(width, height));
      await until(() => tabRegions(host)[0] === first || null, `${first} first at ${width} px`);
      expect(amount().value, `the amount at ${width} px`).toBe(typed);
      expect(host.querySelector('[data-testid="bet"]')!.textContent).toBe(`Outbid to ${typed}`);
      expect(document.activeElement, `focus at ${width} px`).toBe(amount());
    }
  });
});
