// What the visual walk of the boards on a 390 px phone found: controls under a 44 px tap target (Sutda's quick bet
// amounts, a side pile's "Show cards"), and a seat badge whose "(you)" was cut with the name ("Walker 1 (…").
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, playRandom, toAct, type LocalGame } from "../../dev/boards/local-game";
import { SeatBadge } from "./seat-badge";
import { GameBoard } from "./game-board";
import { fishingModel } from "./fishing-board-model";
import type { BoardGameView, FishingGameView } from "./types";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));
const BOARD_CSS = readFileSync("src/app/_components/game/board.css", "utf8");

function start(game: LocalGame["setup"]["game"], players: number, seed = "tap"): LocalGame {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed });
  if ("error" in g) throw new Error(g.error);
  return g;
}
const render = (v: BoardGameView) => renderToStaticMarkup(<GameBoard gameView={v} onMove={() => {}} pending={false} />);
/** The class lists of the elements carrying `testid`. */
const classesOf = (html: string, testid: string) =>
  [...html.matchAll(/<[a-z]+ ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => a.includes(`data-testid="${testid}"`))
    .map((a) => (/class="([^"]*)"/.exec(a)?.[1] ?? "").split(" "));

describe("tap targets on a phone", () => {
  it("Sutda's quick bet amounts are at least 44 px (smaller from sm on, where a mouse points)", () => {
    const g = start("sutda", 3);
    const html = render(gameView(g, toAct(g)[0]!));
    const quick = classesOf(html, "bet-quick");
    expect(quick.length).toBeGreaterThan(1);
    for (const c of quick) expect(c).toEqual(expect.arrayContaining(["min-h-11", "min-w-11"]));
  });

  it("an opponent's 'Show cards' on a phone is 44 px tall", () => {
    const g = playRandom(start("sakura", 2), (x) =>
      fishingModel(gameView(x, 0) as FishingGameView).sides.some((s) => s.side !== 0 && s.captured.length > 0),
    );
    const html = render(gameView(g, 0));
    const show = [...html.matchAll(/<button ([^>]*aria-controls="pile-\d+"[^>]*)>/g)].map((m) =>
      /class="([^"]*)"/.exec(m[1]!)![1]!.split(" "),
    );
    expect(show.length).toBeGreaterThan(0);
    for (const c of show) expect(c).toEqual(expect.arrayContaining(["min-h-11", "sm:hidden"]));
  });
});

describe("the seat badge", () => {
  it("cuts a long name but never the 'you' mark, which sits on the badge's edge", () => {
    const html = renderToStaticMarkup(
      <SeatBadge name="Walker with a long display name" side={0} you active dealer standIn={false} forfeited={false} />,
    );
    // the name alone is cut; screen readers hear "(you)" with it
    expect(html).toContain(
      '<span class="sb-nm min-w-0 truncate font-semibold" data-testid="seat-name">Walker with a long display name<span class="sr-only"> (you)</span></span>',
    );
    const you = classesOf(html, "seat-you");
    expect(you).toHaveLength(1);
    // on the badge's edge: .sb-t is placed absolutely (board.css)
    expect(you[0]).toEqual(expect.arrayContaining(["sb-t", "left-2"]));
    expect(readFileSync("src/app/_components/game/board.css", "utf8")).toMatch(/\n\.sb-t \{[^}]*position: absolute;/);
    expect(you[0]).not.toContain("truncate");
  });
});

describe("a fishing seat's count line", () => {
  it("keeps the points and their word together ('25 / points' wrapped in a phone's half-width badge)", () => {
    const g = start("sakura", 2);
    const html = render(gameView(g, 0));
    const points = [
      ...html.matchAll(/<span class="whitespace-nowrap" data-testid="seat-points">(\d+) points?<\/span>/g),
    ];
    expect(points).toHaveLength(2);
  });

  // A third of a 360 px phone holds ~93 px: "▮ 4 · 264 points" took ~107 ("264 Punkte" ~112), so the count rides on
  // the card back there and the points keep their word; the count's words stay for a screen reader.
  it("three to a row on a phone: the count on its card back, then the points in full", () => {
    const g = start("sakura", 3);
    const html = render(gameView(g, 0));
    const backs = [...html.matchAll(/<span class="sb-k ([^"]*)" aria-hidden="true"><span>(\d+)<\/span><\/span>/g)];
    const hands = [...html.matchAll(/<span class="sb-h" data-testid="seat-hand">(\d+)/g)];
    expect(backs).toHaveLength(3);
    expect(backs.map((b) => b[2])).toEqual(hands.map((h) => h[1]));
    for (const b of backs) expect(b[1]!.split(" ")).toEqual(expect.arrayContaining(["bg-beni-dark", "sm:hidden"]));
    expect(
      html.match(/<span class="sb-s"> · <\/span><span class="whitespace-nowrap" data-testid="seat-points">/g),
    ).toHaveLength(3);
    // board.css: on a phone of 360 px or more, a narrow badge shows the count on the back and hides the count's words
    // and the separator from sight (a screen reader's); elsewhere the back is plain
    const phone = BOARD_CSS.slice(BOARD_CSS.indexOf("@media not all and (min-width: 40rem)"));
    const narrow = phone.slice(phone.indexOf("@media (min-width: 22.5rem)"));
    expect(narrow).toMatch(/\.sb-n \.sb-k \{[^}]*display: inline-grid;/);
    expect(narrow).toMatch(/\.sb-n \.sb-k > span \{\s*display: inline;/);
    expect(narrow).toMatch(/\.sb-n \.sb-h,\s*\.sb-n \.sb-s \{[^}]*position: absolute;[^}]*clip-path: inset\(50%\);/);
    expect(BOARD_CSS).toMatch(/\n\.sb-k > span \{\s*display: none;/);
  });

  it("two seats on a phone: the words say the count ('8 in hand'), with no card back beside them", () => {
    const g = start("sakura", 2);
    const html = render(gameView(g, 0));
    for (const li of [...html.matchAll(/<li class="([^"]*)" data-testid="seat"/g)]) {
      expect(li[1]!.split(" ")).toContain("sb-c");
      expect(li[1]!.split(" ")).not.toContain("sb-n");
    }
    expect(html.match(/<span class="sb-k /g)).toHaveLength(2);
    expect(BOARD_CSS.slice(BOARD_CSS.indexOf("@media not all and (min-width: 40rem)"))).toMatch(
      /\.sb-c:not\(\.sb-n\) \.sb-k \{\s*display: none;/,
    );
  });
});

describe("the fishing board's row of choices", () => {
  it("is left out when it would be empty (its gap moved the hand down at every turn), and there with the Draw button", () => {
    let g = start("sakura", 2, "row");
    const seat = toAct(g)[0]!;
    const play = render(gameView(g, seat));
    expect(play).toContain("Your turn — play a card");
    expect(play).not.toContain('data-testid="special-');
    expect(play).not.toContain('data-testid="actions"');
    // play a card: the draw step offers the Draw button in the row
    g = playRandom(
      g,
      (x) => toAct(x)[0] === seat && fishingModel(gameView(x, seat) as FishingGameView).step === "draw",
    );
    const draw = render(gameView(g, seat));
    expect(draw).toMatch(/data-testid="actions"[^]*data-testid="draw"/);
  });
});

describe("the side column's controls on a phone", () => {
  it("'How to play', 'Rounds and scoring' / 'Hands and results' and Sutda's bet slider are 44 px tall (were 16 to 20 px)", () => {
    for (const [game, players] of [
      ["sakura", 2],
      ["sutda", 2],
    ] as const) {
      const g = start(game, players);
      const html = render(gameView(g, toAct(g)[0]!));
      const summary = /<summary class="([^"]*)">How to play<\/summary>/.exec(html)?.[1]?.split(" ");
      expect(summary, game).toEqual(expect.arrayContaining(["p-3"]));
      const rounds =
        /<button type="button" class="([^"]*)" aria-expanded="false">(Rounds and scoring|Hands and results)/
          .exec(html)?.[1]
          ?.split(" ");
      expect(rounds, game).toEqual(expect.arrayContaining(["min-h-11", "sm:min-h-0"]));
      if (game === "sutda")
        expect(/<input type="range"[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(" ")).toEqual(
          expect.arrayContaining(["h-11", "sm:h-auto"]),
        );
    }
  });
});
