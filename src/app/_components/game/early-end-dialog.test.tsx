// @vitest-environment happy-dom
// A game that ended early (a forfeit, a resign) stops mid-round, with no round result to show: it opened no dialog and
// read "0 : 0" and "you win". The end dialog now opens once per game with who resigned or forfeited and the winner.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EarlyEndDialog } from "./early-end-dialog";
import type { BoardGameView } from "./types";

const player = (seat: number, displayName: string, forfeited = false) => ({
  seat,
  displayName,
  team: null,
  standIn: false,
  timeouts: 0,
  forfeited,
});
const base = {
  gameId: "g-early",
  game: "sfj",
  gameTitle: "Sakura Flower Jack",
  seq: 3,
  status: "FINISHED",
  endReason: "resign",
  mySeat: 0,
  players: [player(0, "Akane"), player(1, "Botan", true)],
  teams: null,
  legalMoves: [],
  toAct: [],
  deadlineAt: null,
  rounds: [],
  totals: [0, 0],
  winner: 0,
  lastMove: null,
  view: {},
} as unknown as BoardGameView;

let root: Root | null = null;
async function mount(gv: BoardGameView): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<EarlyEndDialog gameView={gv} />));
  return host;
}

describe("the end dialog of a game that ended early", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    window.localStorage.clear();
  });

  it("opens with who resigned and the winner, before any round was scored, once per game", async () => {
    let host = await mount(base);
    const d = host.querySelector("dialog")!;
    expect(d.open).toBe(true);
    expect(d.querySelector('[data-testid="early-end-line"]')?.textContent).toBe("It ended early: Botan resigned.");
    expect(d.querySelector('[data-testid="match-winner"]')?.textContent).toBe("You win the match (by resignation)!");
    expect(d.textContent).toContain("No round was scored: the match ended before its first round did.");
    expect([...d.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/replays/g-early", "/play"]);
    await act(async () => [...d.querySelectorAll("button")].find((b) => b.textContent === "Close")!.click());
    expect(d.open).toBe(false);
    act(() => root?.unmount());
    host = await mount(base);
    expect(host.querySelector("dialog")?.open).toBe(false);
  });

  it("names who forfeited to the others, and shows nothing for a game played out or in play", async () => {
    const host = await mount({ ...base, gameId: "g-f", endReason: "forfeit", mySeat: 1 } as BoardGameView);
    expect(host.querySelector('[data-testid="early-end-line"]')?.textContent).toBe(
      "It ended early: you forfeited after too many missed moves.",
    );
    expect(host.querySelector('[data-testid="match-winner"]')?.textContent).toBe("Akane wins the match (by forfeit)");
    act(() => root?.unmount());
    expect(
      (await mount({ ...base, gameId: "g-n", endReason: null } as BoardGameView)).querySelector("dialog"),
    ).toBeNull();
    act(() => root?.unmount());
    expect(
      (await mount({ ...base, gameId: "g-a", status: "ACTIVE" } as BoardGameView)).querySelector("dialog"),
    ).toBeNull();
  });
});
