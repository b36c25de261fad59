// @vitest-environment happy-dom
// The live board names each seat's player as a link to their page (as the waiting room and the replays do), and the
// link takes nothing from play: only the name is the link (no card, no offered button inside one), and arrow-key play
// moves among the offered cards without ever landing on it. The real board, mounted.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { gameView, newLocalGame, toAct, type LocalGame } from "../../dev/boards/local-game";
import { answeringLink, mountWithTrpc, unmountAll } from "../../_lib/testing/mounted";
import { GameBoard } from "./game-board";
import { OFFERED } from "./use-board-keys";

function start(game: LocalGame["setup"]["game"], players: number, seed = "links"): LocalGame {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed });
  if ("error" in g) throw new Error(g.error);
  return g;
}

/** The board as the seat to act sees it (no request expected: any call fails the test). */
async function mountBoard(g: LocalGame) {
  const seat = toAct(g)[0]!;
  const host = await mountWithTrpc(
    <GameBoard gameView={gameView(g, seat)} onMove={() => {}} pending={false} />,
    answeringLink("none", [], () => null),
  );
  return { host, seat };
}

const seatLinks = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="seat"] a')].map((a) => [a.textContent, a.getAttribute("href")]);

async function press(key: string) {
  await act(async () => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
  });
}

afterEach(unmountAll);

describe("the live board's player links", () => {
  it("a fishing game's seat badges link each player's name to their page, and nothing of play sits inside a link", async () => {
    const { host } = await mountBoard(start("sakura", 2));
    expect(seatLinks(host).sort()).toEqual([
      ["Aiko", "/players/u0"],
      ["Botan", "/players/u1"],
    ]);
    const offered = [...host.querySelectorAll<HTMLElement>(OFFERED)];
    expect(offered.length).toBeGreaterThan(0);
    for (const b of offered) expect(b.closest("a")).toBeNull();
    expect(host.querySelector("a button, a [data-offer], [data-offer] a")).toBeNull();
  });

  it("arrow keys move among the offered cards and never onto a name's link", async () => {
    const { host } = await mountBoard(start("sakura", 2));
    const offered = [...host.querySelectorAll<HTMLElement>(OFFERED)];
    for (let i = 0; i < offered.length + 2; i++) {
      await press("ArrowRight");
      expect(offered).toContain(document.activeElement);
    }
    for (let i = 0; i < 3; i++) {
      await press("ArrowLeft");
      expect(document.activeElement?.closest("a")).toBeNull();
    }
  });

  it("Sutda's other seats link their players' names, beside their cards (not around them)", async () => {
    const { host, seat } = await mountBoard(start("sutda", 3));
    const others = [0, 1, 2].filter((s) => s !== seat);
    expect(seatLinks(host).sort()).toEqual(others.map((s) => [["Aiko", "Botan", "Chie"][s], `/players/u${s}`]));
    for (const badge of host.querySelectorAll('[data-testid="seat"]')) {
      const link = badge.querySelector("a")!;
      expect(link.querySelectorAll("*").length).toBe(0); // the name's text only
    }
  });

  it("Sutda's own seat and its Chips list link every name, your own too (as every other seat's)", async () => {
    const { host, seat } = await mountBoard(start("sutda", 3));
    const names = ["Aiko", "Botan", "Chie"];
    const mine = host.querySelector('[data-testid="hand"] [data-testid="my-name"] a');
    expect([mine?.textContent, mine?.getAttribute("href")]).toEqual([names[seat], `/players/u${seat}`]);
    const chips = [...host.querySelectorAll("aside h2")].find((h) => h.textContent === "Chips")!.parentElement!;
    expect([...chips.querySelectorAll("li a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      names.map((n, s) => [n, `/players/u${s}`]),
    );
  });
});
