// The boards rendered from real engine positions (react-dom/server): only legal moves are offered, turn cues, the
// draw step, choices, Sutda's bet controls, and no hidden card in a spectator's or an opponent's markup.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import {
  applyLocal,
  gameView,
  newLocalGame,
  NAMES,
  playRandom,
  toAct,
  type LocalGame,
} from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import { fishingModel } from "./fishing-board-model";
import { GIVEN_DEALER_RULE } from "./fishing-model";
import { offerFrom } from "./move-selection";
import type { BoardGameView, BoardMove, FishingGameView } from "./types";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

function start(game: LocalGame["setup"]["game"], players: number, seed = "t"): LocalGame {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed });
  if ("error" in g) throw new Error(g.error);
  return g;
}

function render(v: BoardGameView, opts: { replay?: boolean } = {}): string {
  return renderToStaticMarkup(<GameBoard gameView={v} onMove={() => {}} pending={false} replay={opts.replay} />);
}

/** data-card codes of the card buttons in the markup (clickable cards). */
function buttonCards(html: string): string[] {
  return [...html.matchAll(/<button[^>]*class="hf-card hf-card-btn[^"]*"[^>]*data-card="([^"]+)"/g)].map((m) => m[1]!);
}
function enabledButtonCards(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)class="hf-card hf-card-btn[^"]*"([^>]*)data-card="([^"]+)"/g)]
    .filter((m) => !/disabled/.test(m[1]! + m[2]!))
    .map((m) => m[3]!);
}
/** Every card shown, but the first-dealer draw's (public: every seat saw them drawn, before the deal was shuffled). */
function allCards(html: string): string[] {
  return [
    ...html.replace(/<section[^>]*data-testid="first-dealer".*?<\/section>/s, "").matchAll(/data-card="([^"]+)"/g),
  ].map((m) => m[1]!);
}

/** The text of the first-dealer panel, tags stripped, or null when the board has none. */
function firstDealerText(html: string): string | null {
  const m = /<section[^>]*data-testid="first-dealer".*?<\/section>/s.exec(html);
  return m
    ? m[0]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .replace(/ ([),])/g, "$1")
        .trim()
    : null;
}

describe("the fishing board", () => {
  it("offers exactly the hand cards that have a legal move, and says it is your turn", () => {
    for (const [game, players] of [
      ["sakura", 3],
      ["sfj", 3],
      ["mushi", 2],
    ] as const) {
      const g = playRandom(start(game, players), (x) => {
        const s = toAct(x)[0];
        return s !== undefined && offerFrom(x.ruleset.legalMoves(x.state, s) as BoardMove[]).plays.size > 0;
      });
      const seat = toAct(g)[0]!;
      const v = gameView(g, seat) as FishingGameView;
      const html = render(v);
      const legalCards = [...offerFrom(v.legalMoves).plays.keys()].sort();
      expect(enabledButtonCards(html).sort(), game).toEqual(legalCards);
      // every hand card is shown; those without a move are disabled buttons
      expect(buttonCards(html).sort()).toEqual([...(fishingModel(v).hand ?? [])].sort());
      expect(html).toContain("Your turn — play a card");
      expect(html).toContain('data-my-turn="true"');
    }
  });

  it("shows another seat's turn without offering anything", () => {
    const g = start("sakura", 2);
    const seat = toAct(g)[0]!;
    const other = 1 - seat;
    const html = render(gameView(g, other));
    expect(buttonCards(html)).toEqual([]);
    expect(html).toContain("Aiko is to play".replace("Aiko", seat === 0 ? "Aiko" : "Botan"));
    expect(html).toContain('data-my-turn="false"');
  });

  /** A 2-player Sakura game whose seat to act can only draw. */
  const atTheDrawStep = () =>
    playRandom(start("sakura", 2), (x) => {
      const s = toAct(x)[0];
      return (
        s !== undefined &&
        (x.ruleset.legalMoves(x.state, s) as BoardMove[]).length === 1 &&
        (x.ruleset.legalMoves(x.state, s) as BoardMove[])[0]!.draw === true
      );
    });

  it("turns the draw into its own step: a Draw button and a clickable pile", () => {
    const g = atTheDrawStep();
    const seat = toAct(g)[0]!;
    const html = render(gameView(g, seat));
    expect(html).toContain("Your turn — draw from the pile");
    expect(html).toContain('data-testid="draw"');
    expect(html).toMatch(/aria-label="Draw pile, \d+ cards: draw"/);
    expect(enabledButtonCards(html)).toEqual([]);
    // The key shows only where a keyboard is likely (globals.css "keyboard"), never on a phone; screen readers hear
    // it from aria-keyshortcuts, not as part of the button's name.
    const draw = /<button[^>]*data-testid="draw"[^>]*>(.*?)<\/button>/.exec(html);
    expect(draw?.[0]).toContain('aria-keyshortcuts="D"');
    const kbd = /<kbd class="([^"]*)" aria-hidden="true">D<\/kbd>/.exec(draw?.[1] ?? "");
    expect(kbd?.[1]?.split(" ")).toEqual(expect.arrayContaining(["hidden", "keyboard:inline"]));
  });

  it("words the draw step for the device: a tap on a touch screen, a click or D where a keyboard is likely", () => {
    const g = atTheDrawStep();
    const html = render(gameView(g, toAct(g)[0]!));
    const detail = /<div[^>]*data-testid="turn-detail">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    const spans = [...detail.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)].map((m) => ({
      classes: m[1]!.split(" "),
      text: m[2]!,
    }));
    // Both are in the server's markup (no script decides, so no hydration mismatch); the "keyboard" media query
    // (globals.css) shows one and hides the other with display: none, which a screen reader skips too.
    expect(spans).toEqual([
      { classes: ["hidden", "keyboard:inline"], text: "Click the pile or the Draw button (or press D)." },
      { classes: ["keyboard:hidden"], text: "Tap the pile or the Draw button." },
    ]);
  });

  it("opens the choice of capture for a turned card that matches two field cards", () => {
    const g = playRandom(start("sfj", 3, "draws"), (x) => {
      const s = toAct(x)[0];
      return s !== undefined && offerFrom(x.ruleset.legalMoves(x.state, s) as BoardMove[]).draws.length > 1;
    });
    const seat = toAct(g)[0]!;
    const v = gameView(g, seat) as FishingGameView;
    const offer = offerFrom(v.legalMoves);
    expect(offer.draws.length).toBe(2);
    const html = render(v);
    expect(html).toContain('data-testid="turned-card"');
    expect(html).toMatch(/Your turn — the .* takes which card\?/);
    // the two field cards it can take are the only clickable cards
    expect(enabledButtonCards(html).sort()).toEqual(offer.draws.map((d) => d.take!).sort());
  });

  it("keeps the pile's top card face down until it is drawn, in the three games alike", () => {
    for (const [game, players] of [
      ["sakura", 3],
      ["sfj", 3],
      ["mushi", 2],
    ] as const) {
      // a draw step with one way to play the drawn card: the banner says "draw", and no card shows turned
      const g = playRandom(start(game, players, "turn"), (x) => {
        const s = toAct(x)[0];
        return s !== undefined && offerFrom(x.ruleset.legalMoves(x.state, s) as BoardMove[]).draws.length === 1;
      });
      const seat = toAct(g)[0]!;
      for (const viewer of [seat, (seat + 1) % players]) {
        const v = gameView(g, viewer) as FishingGameView;
        const html = render(v);
        expect(html, `${game}, seat ${viewer}`).not.toContain('data-testid="turned-card"');
        if (viewer === seat) expect(html).toContain("Your turn — draw from the pile");
        else expect(html).toMatch(/is drawing/);
      }
    }
  });

  it("never puts another seat's hand in the markup (players and spectators)", () => {
    const g = playRandom(start("sakura", 3), () => false, 7);
    const hands = [0, 1, 2].map((s) => fishingModel(gameView(g, s) as FishingGameView).hand!);
    for (const viewer of [0, 1, 2, null]) {
      const html = render(gameView(g, viewer));
      const shown = new Set(allCards(html));
      for (let s = 0; s < 3; s++) {
        if (s === viewer) continue;
        for (const c of hands[s]!) expect(shown.has(c), `seat ${s}'s ${c} in the view of ${viewer}`).toBe(false);
      }
    }
  });

  it("shows how the first dealer was drawn during the first deal, in words, to every seat and spectators alike", () => {
    for (const [game, players, rule] of [
      ["sakura", 3, "earliest month"],
      ["sfj", 3, "highest card"],
      ["mushi", 2, "earlier month"],
    ] as const) {
      const g = start(game, players, `first-${game}`);
      const model = fishingModel(gameView(g, null) as FishingGameView);
      const draw = model.firstDealer!;
      expect(draw, game).not.toBeNull();
      expect(draw.dealer).toBe(g.ruleset.dealtRounds(g.state)[0]!.dealer);
      const dealerName = NAMES[draw.dealer]!;
      const spectator = firstDealerText(render(gameView(g, null)))!;
      expect(spectator).toContain(game === "mushi" ? "Lots for the first elder" : "Who deals first");
      expect(spectator).toContain(game === "mushi" ? `${dealerName} is the first elder` : `${dealerName} deals first`);
      expect(spectator).toContain(rule);
      for (const d of draw.attempts.flat())
        expect(spectator).toMatch(
          new RegExp(
            `${NAMES[d.seat]} drew [A-Z][a-z]+ [^()]+ \\((January|February|March|April|May|June|July|August|September|October|November|December|\\d+ points?)\\)`,
          ),
        );
      // the dealer sees it addressed to them; the pictures are hidden from screen readers (the words say it)
      const own = render(gameView(g, draw.dealer));
      expect(firstDealerText(own)).toContain(game === "mushi" ? "You are the first elder" : "You deal first");
      expect(own).toMatch(/data-testid="first-dealer-card" data-seat="\d"><span aria-hidden="true"/);
      // gone once the first round is over
      const later = playRandom(g, (x) => x.ruleset.roundSummaries(x.state).length > 0);
      expect(firstDealerText(render(gameView(later, null)))).toBeNull();
    }
  });

  it("says plainly who deals first, and why, when the first dealer was given rather than drawn (tournament games)", () => {
    for (const game of ["sakura", "sfj", "mushi"] as const) {
      const g = newLocalGame({
        game,
        players: 2,
        teamLayout: null,
        options: {},
        seed: `given-${game}`,
        firstDealer: 1,
      });
      if ("error" in g) throw new Error(g.error);
      expect(g.ruleset.dealtRounds(g.state)[0]!.dealer, game).toBe(1);
      const draw = fishingModel(gameView(g, null) as FishingGameView).firstDealer!;
      expect(draw, game).toEqual({ attempts: [], dealer: 1, rule: GIVEN_DEALER_RULE });
      const spectator = render(gameView(g, null));
      // no drawn cards, no empty list: one sentence with the name and the reason
      expect(spectator).not.toContain('data-testid="first-dealer-card"');
      expect(firstDealerText(spectator), game).toBe(
        game === "mushi"
          ? `Who is the first elder ${NAMES[1]} is the first elder (set by the tournament, not drawn)`
          : `Who deals first ${NAMES[1]} deals first (set by the tournament, not drawn)`,
      );
      expect(firstDealerText(render(gameView(g, 1)))).toContain(
        game === "mushi" ? "You are the first elder" : "You deal first",
      );
      // gone once the first round is over, as after a draw
      const later = playRandom(g, (x) => x.ruleset.roundSummaries(x.state).length > 0);
      expect(firstDealerText(render(gameView(later, null)))).toBeNull();
    }
  });

  it("lists yaku and the pile points of each side", () => {
    const g = playRandom(start("sakura", 2), (x) => x.ruleset.roundSummaries(x.state).length > 0);
    const v = gameView(g, 0);
    const html = render(v);
    expect(html).toContain('data-testid="side-pile"');
    expect(html).toContain("Match score");
  });
});

describe("a game that ended early (forfeit, resign)", () => {
  it("says who resigned under the banner and shows no play hints in the side panel", () => {
    const g = start("sakura", 2);
    const live = gameView(g, 0) as FishingGameView;
    expect(render(live)).toContain("Match a hand card to a field card of the same month");
    const players = live.players.map((p) => ({ ...p, forfeited: p.seat === 1 }));
    const over = {
      ...live,
      status: "FINISHED",
      endReason: "resign",
      winner: 0,
      players,
      legalMoves: [],
      toAct: [],
    } as FishingGameView;
    const html = render(over).replace(/<!-- -->/g, "");
    expect(html).toContain(`It ended early: ${players[1]!.displayName} resigned.`);
    expect(html).not.toContain("Match a hand card to a field card of the same month");
  });
});

describe("every board", () => {
  it("tells a spectator of a live table they are watching it, and says nothing of the kind on a replay's position", () => {
    for (const [game, players] of [
      ["sakura", 2],
      ["sfj", 3],
      ["mushi", 2],
      ["sutda", 3],
    ] as const) {
      const spectator = gameView(start(game, players), null);
      expect(render(spectator), game).toContain("You are watching this table.");
      expect(render({ ...spectator, legalMoves: [] }, { replay: true }), game).not.toContain("watching");
    }
  });
});

describe("the Sutda board", () => {
  it("offers fold, follow and an outbid inside the engine's range", () => {
    let g = start("sutda", 3);
    // open the first auction so the next seat must fold, follow or outbid
    const opener = toAct(g)[0]!;
    const open = (g.ruleset.legalMoves(g.state, opener) as BoardMove[]).find((m) => m.bet === 2)!;
    const next = applyLocal(g, open);
    if ("error" in next) throw new Error(next.error);
    g = next;
    const seat = toAct(g)[0]!;
    const v = gameView(g, seat);
    const html = render(v);
    expect(html).toContain('data-testid="fold"');
    expect(html).toContain('data-testid="follow"');
    expect(html).toContain("Follow 2 (+2)");
    const range = (v.view as { betRange: { min: number; max: number } }).betRange;
    expect(html).toContain(`min="${range.min}"`);
    expect(html).toContain(`max="${range.max}"`);
    expect(html).toContain("Your turn — fold, follow 2 or outbid");
  });

  it("asks the Oya to open, and shows only the viewer's own first card", () => {
    const g = start("sutda", 4);
    const oya = toAct(g)[0]!;
    const html = render(gameView(g, oya));
    expect(html).toContain("Your turn — open the first auction");
    expect(html).not.toContain('data-testid="fold"');
    const cards = allCards(html);
    expect(cards.length).toBe(1);
    const spectator = render(gameView(g, null));
    expect(allCards(spectator)).toEqual([]);
  });
});
