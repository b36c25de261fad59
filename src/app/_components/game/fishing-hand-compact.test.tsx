// A phone's hand beside a special action (a hiki, a four of a month): the action's 44 px row sits between the field
// and the hand, and a Mushi hand of eight ended 8 px under a 360×740 screen. The hand is then marked compact (its
// cards 6% of the screen height on a phone, board.css); measured on /dev/boards ("Mushi four (redeal)", "SFJ four of a
// month"). SFJ offers two choices: on a phone they share one row. From 640 px such a hand is also gb-hand-offer.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, playRandom, toAct, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import { offerFrom } from "./move-selection";
import type { BoardMove } from "./types";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

/** The seeded game played at random until the seat to act is offered a special (the harness's at=special). */
function atSpecial(game: "mushi" | "sakura" | "sfj", seed: string): { g: LocalGame; seat: number } {
  const g0 = newLocalGame({ game, players: 2, teamLayout: null, options: {}, seed });
  if ("error" in g0) throw new Error(g0.error);
  const offered = (g: LocalGame) => {
    const s = toAct(g)[0];
    return s !== undefined && offerFrom(g.ruleset.legalMoves(g.state, s) as BoardMove[]).specials.length > 0;
  };
  const g = playRandom(g0, offered);
  expect(offered(g), "a special offered").toBe(true);
  return { g, seat: toAct(g)[0]! };
}

const handClasses = (html: string) => /<div class="(gb-hand [^"]*)" role="list"/.exec(html)?.[1]?.split(" ") ?? null;
const render = (g: LocalGame, seat: number, pending = false) =>
  renderToStaticMarkup(<GameBoard gameView={gameView(g, seat)} onMove={() => {}} pending={pending} />);

describe("the hand beside a special action", () => {
  it.each([
    ["mushi", "u", "special-declare-four"],
    ["sakura", "i", "special-hiki"],
    ["sfj", "z", "special-replace"],
  ] as const)(
    "%s (seed %s): compact while the player is offered the special (%s), not for the other seat nor while the move is sent",
    (game, seed, testid) => {
      const { g, seat } = atSpecial(game, seed);
      const html = render(g, seat);
      expect(html).toContain(`data-testid="${testid}"`);
      expect(handClasses(html)).toContain("gb-hand-compact");
      const other = render(g, 1 - seat);
      expect(other).not.toContain(`data-testid="${testid}"`);
      expect(handClasses(other)).not.toContain("gb-hand-compact");
      expect(handClasses(render(g, seat, true))).not.toContain("gb-hand-compact");
    },
  );

  // From 640 px the cards beside a special's row take at most 9% of the screen height (board.css): seven Sakura seats'
  // three 96 px cards with a hiki offered ended 13 px under a 1024×768 screen.
  it.each([
    ["mushi", "u"],
    ["sakura", "i"],
    ["sfj", "z"],
  ] as const)(
    "%s (seed %s): the hand beside a special's row is marked for a desktop's smaller cards, not for the other seat nor while the move is sent",
    (game, seed) => {
      const { g, seat } = atSpecial(game, seed);
      expect(handClasses(render(g, seat))).toContain("gb-hand-offer");
      expect(handClasses(render(g, 1 - seat))).not.toContain("gb-hand-offer");
      expect(handClasses(render(g, seat, true))).not.toContain("gb-hand-offer");
    },
  );

  it("is not compact on a turn without a special (the Draw button or a plain play)", () => {
    const g0 = newLocalGame({ game: "mushi", players: 2, teamLayout: null, options: {}, seed: "a" });
    if ("error" in g0) throw new Error(g0.error);
    const seat = toAct(g0)[0]!;
    expect(offerFrom(g0.ruleset.legalMoves(g0.state, seat) as BoardMove[]).specials).toHaveLength(0);
    const classes = handClasses(render(g0, seat));
    expect(classes).toContain("gb-hand");
    expect(classes).not.toContain("gb-hand-compact");
  });

  it("is compact in a replay (a seat's view: nothing to tap, and seven cards in two rows ended 13 px under 360×740)", () => {
    const g0 = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "a" });
    if ("error" in g0) throw new Error(g0.error);
    const seat = toAct(g0)[0]!;
    const replayed = renderToStaticMarkup(
      <GameBoard gameView={gameView(g0, seat)} onMove={() => {}} pending={false} replay />,
    );
    expect(handClasses(replayed)).toContain("gb-hand-compact");
    expect(handClasses(render(g0, seat))).not.toContain("gb-hand-compact");
  });

  it("SFJ's two choices fit one row of a 360 px phone: 'Keep them' alone there (the rest hidden, so the name is what is shown), narrower padding", () => {
    const { g, seat } = atSpecial("sfj", "z");
    const html = render(g, seat);
    expect(html).toContain('<span>Keep them<span class="max-sm:hidden"> and play</span></span>');
    expect(html).toContain("<span>Replace the four</span>");
    const buttons = [...html.matchAll(/<button ([^>]*data-testid="special-replace"[^>]*)>/g)].map((m) =>
      /class="([^"]*)"/.exec(m[1]!)![1]!.split(" "),
    );
    expect(buttons).toHaveLength(2);
    for (const c of buttons) expect(c).toContain("max-sm:px-3");
  });
});
