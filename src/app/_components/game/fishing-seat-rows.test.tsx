// A phone's seats three to a row from three players: two to a row, the third seat's row of badges pushed a Sakura
// hand of seven 6 to 23 px under a 360×740 screen (the first deal's six field cards are two rows there). The layout
// itself is measured in e2e/board-layout.spec.ts (rows of badges, field and hand on the screen, names whole).
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { renderIntl, withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, toAct } from "../../dev/boards/local-game";
import { BoardSideSlot } from "./board-chrome";
import { SeatBadge } from "./seat-badge";
import { BOTAN_BADGE } from "./seat-badge-testing";
import { GameBoard } from "./game-board";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

function board(game: "sakura" | "sfj" | "mushi", players: number) {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed: "rows" });
  if ("error" in g) throw new Error(g.error);
  return renderToStaticMarkup(<GameBoard gameView={gameView(g, toAct(g)[0] ?? 0)} onMove={() => {}} pending={false} />);
}

/** The seat badges' layouts by width (board.css): the declarations of every rule for `selector`, whatever its screen. */
const BOARD_CSS = readFileSync("src/app/_components/game/board.css", "utf8");
const rule = (selector: string) =>
  [...BOARD_CSS.matchAll(new RegExp(`\\n\\s*${selector.replaceAll(".", "\\.")} \\{([^}]*)\\}`, "g"))]
    .map((m) => m[1])
    .join("");

const classesOf = (html: string, marker: RegExp) => [...html.matchAll(marker)].map((m) => m[1]!.split(" "));
const seatList = (html: string) => classesOf(html, /<ul class="([^"]*)" aria-label="Players"/g)[0]!;
const seats = (html: string) => classesOf(html, /<li class="([^"]*)" data-testid="seat"/g);

describe("the fishing board's seats on a phone", () => {
  it.each([3, 4, 5, 6, 7])(
    "Sakura, %i players: three to a row from 360 px (two below it), each badge narrow",
    (players) => {
      const html = board("sakura", players);
      expect(seatList(html)).toEqual(expect.arrayContaining(["grid-cols-2", "min-[22.5rem]:grid-cols-3", "sm:flex"]));
      expect(seats(html)).toHaveLength(players);
      for (const li of seats(html)) expect(li).toEqual(expect.arrayContaining(["sb-c", "sb-n"]));
      expect(rule(".sb-n")).toContain("padding-inline: var(--spacing);");
      // the side's dot leaves the name's line for the line under it
      expect(html.match(/class="sb-i /g)).toHaveLength(players);
      expect(rule(".sb-n .sb-i")).toContain("display: none;");
      expect(html.match(/hidden h-2.5 w-2.5 shrink-0 rounded-full max-sm:min-\[22.5rem\]:inline-block/g)).toHaveLength(
        players,
      );
    },
  );

  it.each([
    [3, false],
    [4, true],
    [5, true],
  ])(
    "Sakura, %i players: the first deal's draw panel hidden on a phone: %s (from four seats, two rows of badges)",
    (players, hidden) => {
      const slot = classesOf(board("sakura", players), /<div class="([^"]*)" data-testid="first-dealer-slot"/g)[0]!;
      expect(slot.includes("max-sm:hidden")).toBe(hidden);
    },
  );

  it.each(["sakura", "sfj", "mushi"] as const)("%s, two players: the half-width badges, two to a row", (game) => {
    const html = board(game, 2);
    expect(seatList(html)).toContain("grid-cols-2");
    // the status line's own 360 px class (one line from there) aside
    expect(html.replace(/<div class="[^"]*" data-testid="status-bar">/, "")).not.toContain("min-[22.5rem]");
    expect(html).not.toMatch(/\bsb-n\b/);
  });

  it.each([3, 4])("SFJ, %i players: the same three to a row", (players) => {
    expect(seatList(board("sfj", players))).toContain("min-[22.5rem]:grid-cols-3");
  });
});

describe("a narrow seat badge", () => {
  const badge = (compact: boolean, narrow: boolean) =>
    renderToStaticMarkup(<SeatBadge {...BOTAN_BADGE} you={true} dealer={true} compact={compact} narrow={narrow} />);

  it("has narrower YOU and DEALER tags at the badge's edges, so both fit a third of a 360 px screen", () => {
    const html = badge(true, true);
    expect(html).toMatch(/<li class="[^"]* sb-c sb-n /);
    expect(html).toMatch(/class="sb-t [^"]* sb-tl [^"]*"[^>]*data-testid="seat-you"/);
    expect(html).toMatch(/class="sb-t [^"]* sb-tr [^"]*" title="Dealer"/);
    expect(rule(".sb-n .sb-t")).toContain("padding-inline: var(--spacing);");
    expect(rule(".sb-n .sb-t")).toContain("letter-spacing: var(--tracking-normal);");
    expect(rule(".sb-n .sb-tl")).toContain("left: 0;");
    expect(rule(".sb-n .sb-tr")).toContain("right: 0;");
  });

  it("is narrow only when compact too (Sutda's and Judge's badges are not)", () => {
    expect(badge(false, true)).not.toMatch(/\bsb-n\b/);
    expect(badge(true, false)).not.toMatch(/\bsb-n\b/);
  });
});

describe("the fishing board's side column from lg", () => {
  const withSide = (game: "sakura" | "sfj" | "mushi", players = 2) => {
    const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed: "rows" });
    if ("error" in g) throw new Error(g.error);
    return renderToStaticMarkup(
      <BoardSideSlot.Provider value={<p data-testid="the-chat">chat</p>}>
        <GameBoard gameView={gameView(g, toAct(g)[0] ?? 0)} onMove={() => {}} pending={false} />
      </BoardSideSlot.Provider>,
    );
  };

  it.each(["sakura", "sfj", "mushi"] as const)(
    "%s: the page's side panel (the table's chat) under the seats from lg, not on a narrower screen",
    (game) => {
      const html = withSide(game);
      const slot = classesOf(
        html,
        /<div class="([^"]*)" data-testid="board-side-slot"><p data-testid="the-chat">/g,
      )[0]!;
      expect(slot).toEqual(expect.arrayContaining(["max-lg:hidden", "lg:col-start-2", "lg:row-start-2"]));
      // the seats head the column, the panel second, the first deal's draw third
      expect(seatList(html)).toContain("lg:row-start-1");
      expect(classesOf(html, /<div class="([^"]*)" data-testid="first-dealer-slot"/g)[0]).toContain("lg:row-start-3");
    },
  );

  it("without a side panel (a replay, a practice table) the column has no slot", () => {
    expect(board("sakura", 2)).not.toContain("board-side-slot");
  });

  // Full badges of four seats pushed the chat's field under a 1280×800 screen (three under 1024×768; seven to 1181 px).
  it.each([
    ["sakura", 3],
    ["sfj", 4],
    ["sakura", 7],
  ] as const)(
    "%s, %i seats with the side panel: each seat one short row from lg (the count beside the name, the bot's level and 'To move' for a screen reader)",
    (game, players) => {
      const html = withSide(game, players);
      const badges = seats(html);
      expect(badges).toHaveLength(players);
      for (const li of badges) expect(li).toContain("sb-r");
      expect(rule(".sb-r")).toContain("flex-direction: row;");
      expect(rule(".sb-r")).toContain("align-items: center;");
      expect(rule(".sb-r .sb-nr")).toContain("flex: 1;");
      // the count's line: one card back (not one per card) with the count on it, "4 in hand" and the separator after
      // it said, not shown ("▮ 4 · 264 Punkte" left a twelve-letter name 111 px of its ~120)
      expect(html.match(/class="flex max-sm:hidden lg:hidden" aria-hidden="true"/g)).toHaveLength(players);
      expect(
        html.match(/<span class="sb-h lg:sr-only" data-testid="seat-hand">\d+<span class="max-sm:sr-only"> in hand/g),
      ).toHaveLength(players);
      expect(html.match(/<span class="sb-s lg:sr-only">/g)).toHaveLength(players);
      expect(rule(".sb-r .sb-k")).toContain("display: inline-grid;");
      expect(rule(".sb-r .sb-k > span")).toContain("display: inline;");
      for (const bot of classesOf(html, /<span class="([^"]*)" data-testid="bot-badge"/g))
        expect(bot).toContain("lg:sr-only");
      // phones are as they were: three to a row
      expect(seatList(html)).toContain("min-[22.5rem]:grid-cols-3");
    },
  );

  it.each([
    ["two seats with the side panel", () => withSide("sakura", 2)],
    ["seven seats without one (a practice table, a replay)", () => board("sakura", 7)],
  ])("%s: the full badges", (_, html) => {
    expect(html()).not.toMatch(/\bsb-r\b/);
    expect(html()).not.toContain("lg:sr-only");
  });
});

describe("the fishing board's card counts", () => {
  const boardOf = (game: "sakura" | "koikoi", players: number) => {
    const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed: "rows" });
    if ("error" in g) throw new Error(g.error);
    return <GameBoard gameView={gameView(g, toAct(g)[0] ?? 0)} onMove={() => {}} pending={false} />;
  };

  it("join a Japanese counter to its number ('手札7枚'), and leave a space before English words ('7 in hand')", () => {
    const view = boardOf("sakura", 3);
    // The count and the words hidden on a narrow phone are apart in the markup: what sits between is the page's text.
    expect(renderIntl(view, "ja")).toMatch(/<span class="[^"]*">手札<\/span>\d+<span class="[^"]*">枚</);
    expect(renderIntl(view, "en").match(/\d+<span class="[^"]*">( ?)in hand</)?.[1]).toBe(" ");
  });

  it("say 'in hand' on a phone's half-width badge too: the bare count read '8・0点'", () => {
    for (const locale of ["en", "ja", "ko", "de", "es", "fr"] as const) {
      const html = renderIntl(boardOf("koikoi", 2), locale);
      const hands = html.split('data-testid="seat-hand"').slice(1);
      expect(hands, locale).toHaveLength(2);
      for (const h of hands)
        expect(h.slice(0, h.indexOf('data-testid="seat-points"')), locale).not.toContain("sr-only");
    }
  });
});
