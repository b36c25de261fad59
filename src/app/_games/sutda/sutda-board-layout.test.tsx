// @vitest-environment happy-dom
// Sutda at 1280×800: the bet controls sat under the player's cards and started below the fold on their turn (the
// visual walk of the boards). They now sit beside the cards, in the seat's side column (which wraps under the cards
// on a phone, as before); and the fold button counts the stake in words that agree ("1 chip", "2 chips"). From lg the
// side column holds the page's side panel (the table's chat) under the chips.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { mount, unmountAll } from "~/app/_lib/testing/mounted";
import { applyLocal, gameView, newLocalGame, toAct } from "~/app/dev/boards/local-game";
import { BoardSideSlot } from "~/app/_components/game/board-chrome";
import { SutdaBoard } from "./sutda-board";
import type { BoardMove } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";

describe("the Sutda board's bet controls", () => {
  afterEach(() => {
    unmountAll();
    window.localStorage.clear();
  });

  it("sit beside the player's cards, in the seat's side column", async () => {
    let g = newLocalGame({ game: "sutda", players: 2, teamLayout: null, options: {}, seed: "beside" });
    if ("error" in g) throw new Error(g.error);
    const opener = toAct(g)[0]!;
    const next = applyLocal(
      g,
      (g.ruleset.legalMoves(g.state, opener) as BoardMove[]).find((m) => m.bet === 1)!,
    );
    if ("error" in next) throw new Error(next.error);
    g = next;
    const seat = toAct(g)[0]!;
    const host = await mount(
      <SutdaBoard gameView={gameView(g, seat) as SutdaGameView} onMove={() => {}} pending={false} />,
    );
    const controls = host.querySelector('[data-testid="bet-controls"]')!;
    expect(controls).not.toBeNull();
    expect(host.querySelector('[data-testid="my-seat-side"]')!.contains(controls)).toBe(true);
    expect(host.querySelector('[data-testid="fold"]')!.textContent).toMatch(/the 1 chip you staked$/);
  });
});

describe("the Sutda board's side column from lg", () => {
  afterEach(unmountAll);

  async function rendered(side: boolean, players = 2) {
    const g = newLocalGame({ game: "sutda", players, teamLayout: null, options: {}, seed: "side" });
    if ("error" in g) throw new Error(g.error);
    const board = (
      <SutdaBoard gameView={gameView(g, toAct(g)[0] ?? 0) as SutdaGameView} onMove={() => {}} pending={false} />
    );
    return mount(
      side ? (
        <BoardSideSlot.Provider value={<p data-testid="the-chat">chat</p>}>{board}</BoardSideSlot.Provider>
      ) : (
        board
      ),
    );
  }

  it("holds the page's side panel (the table's chat) under the chips, hidden under lg", async () => {
    const host = await rendered(true);
    const slot = host.querySelector('[data-testid="board-side-slot"]')!;
    expect(slot.classList.contains("max-lg:hidden")).toBe(true);
    expect(slot.querySelector('[data-testid="the-chat"]')).not.toBeNull();
    const aside = host.querySelector('aside[aria-label="Game"]')!;
    expect(aside.contains(slot)).toBe(true);
    // the chips first, then the panel
    expect(aside.firstElementChild!.querySelector("h2")!.textContent).toBe("Chips");
    expect(aside.children[1]).toBe(slot);
  });

  it("without a side panel (a replay, a practice table) has no slot", async () => {
    expect((await rendered(false)).querySelector('[data-testid="board-side-slot"]')).toBeNull();
  });

  // One column of ten players' chips pushed the chat's field to 943 px at 1280×800 (six players: 787 at 1024×768).
  it.each([
    [5, true, true],
    [10, true, true],
    [4, true, false],
    [10, false, false],
  ])("%i players, side panel %s: the chips in two columns from lg: %s", async (players, side, two) => {
    const host = await rendered(side, players);
    const chips = host.querySelector('aside[aria-label="Game"] ol')!;
    expect(chips.children).toHaveLength(players);
    expect(chips.classList.contains("lg:grid-cols-2")).toBe(two);
    // a phone or a tablet: one column as before
    expect(chips.classList.contains("grid-cols-2")).toBe(false);
  });

  // Full badges of five other seats or more took two or three rows of 160 px: facing a bet with six players the bet
  // controls ended at 843 px on a 1280×800 screen (ten: 1085).
  it.each([
    [6, true],
    [10, true],
    [5, false],
    [2, false],
  ])(
    "%i players: the other seats are short badges from lg (the counts and two small cards on a line under the name): %s",
    async (players, short) => {
      const host = await rendered(true, players);
      const seats = [...host.querySelectorAll('ul[aria-label="Players"] > [data-testid="seat"]')];
      expect(seats).toHaveLength(players - 1);
      // board.css lays a one-row badge's parts in a row from lg (64rem)
      expect(readFileSync("src/app/_components/game/board.css", "utf8")).toMatch(
        /@media \(min-width: 64rem\) \{\s*\.sb-r \{\s*flex-direction: row;/,
      );
      for (const seat of seats) {
        expect(seat.classList.contains("sb-r"), "a one-row badge from lg (board.css)").toBe(short);
        const cards = [...seat.querySelectorAll("svg.hf-card")];
        expect(cards).toHaveLength(2);
        for (const card of cards) expect(card.classList.contains("lg:w-6"), "a small card from lg").toBe(short);
      }
    },
  );

  // With five players facing a bet the bet controls ended at 806 px on a 1024×768 screen: the pot (a 34 px pile over
  // its number) and your name over your counts took two lines each.
  it.each([
    [5, true],
    [10, true],
    [4, false],
    [2, false],
  ])(
    "%i players: the pot and the auction on one line, your name and counts on one line: %s",
    async (players, oneLine) => {
      const host = await rendered(true, players);
      expect(
        host.querySelector('[data-testid="pot"] > div')!.classList.contains("flex"),
        "the pot's label and number side by side",
      ).toBe(oneLine);
      const name = host.querySelector('[data-testid="my-name"]');
      expect(name, "your name").not.toBeNull();
      expect(name!.parentElement!.classList.contains("flex"), "your name and counts side by side").toBe(oneLine);
    },
  );
});

describe("the Sutda felt's other seats beside the pot from lg", () => {
  afterEach(unmountAll);

  // At 10 rem a bot's name, "Matsu (Steady)", was cut to "Matsu (S…" at 1024 and 1280 px beside a half-empty felt.
  it.each([
    [2, "lg:@min-[20rem]:grid-cols-[minmax(9rem,13rem)]"],
    [3, "lg:@min-[29rem]:grid-cols-[repeat(2,minmax(9rem,13rem))]"],
  ])("with %i players take up to 13 rem each", async (players, columns) => {
    const g = newLocalGame({ game: "sutda", players, teamLayout: null, options: {}, seed: "seats" });
    if ("error" in g) throw new Error(g.error);
    const host = await mount(
      <SutdaBoard gameView={gameView(g, toAct(g)[0] ?? 0) as SutdaGameView} onMove={() => {}} pending={false} />,
    );
    const seats = host.querySelector(".gb-felt ul")!;
    expect(seats.children).toHaveLength(players - 1);
    expect(seats.className.split(" ")).toContain(columns);
  });
});
