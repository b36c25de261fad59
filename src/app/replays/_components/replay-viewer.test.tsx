// The replay viewer rendered (react-dom/server) for a record of each of the six games, at the first, a middle and the
// last position, with every hand open and as one seat: the live game's board inside, the move list in words, and no
// other seat's hand in a seat's view of a position in play.
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Window } from "happy-dom";
import { htmlWords, withIntl } from "~/app/_lib/testing/intl";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadReplayBoard } from "~/app/_games/replay-boards";
import { breathe } from "~/engine/core/testing/breathe";
import type { GameName } from "~/engine/core/ruleset";
import type { SakuraBoardView } from "~/engine/sakura";
import type { Perspective, ReplayModel } from "../_lib/replay-model";
import { NAMES } from "../../dev/boards/local-game";
import type { ReplayViewerProps } from "./replay-viewer";
import { MatchSummary } from "../../_components/game/match-summary";
import { replayOf, viewerOf } from "./replay-viewer-testing";
import { summaryOf } from "./replay-summary";
import { ReplayMatchSummary } from "./replay-match-summary";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

/** `viewerSeat`: the signed-in player's seat; by default the seat viewed (a player looking at their own game). */
function render(
  model: ReplayModel,
  step: number,
  perspective: Perspective,
  result?: ReplayViewerProps["result"],
  viewerSeat: number | null = perspective === "all" ? null : perspective,
): string {
  return renderToStaticMarkup(
    viewerOf(model, {
      initialStep: step,
      initialPerspective: perspective,
      sharePath: "/replays/x",
      result,
      viewerSeat,
      children: <h1>replay</h1>,
    }),
  );
}

/**
 * The words of a part (`testId`) of `element` as a browser shows the server's HTML before any script of the page's
 * runs: the server waits for the parts it loads, and streams those that came late apart, each revealed in its place
 * by React's inline script (done here as it does: a boundary's fallback replaced by its segment).
 */
async function servedWords(element: ReactNode, testId: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(withIntl(element));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  const document = new Window().document;
  document.body.innerHTML = html;
  for (const [, kind, a, b] of html.matchAll(/\$R([CS])\("([^"]+)","([^"]+)"\)/g)) {
    // $RC(boundary, segment): the boundary's fallback goes; $RS(segment, placeholder)
    const [at, from] = kind === "C" ? [a!, b!] : [b!, a!];
    const place = document.getElementById(at)!;
    const segment = document.getElementById(from)!;
    for (let n = place.nextSibling; kind === "C" && n && !(n.nodeType === 8 && n.textContent === "/$");) {
      const next = n.nextSibling;
      place.parentNode!.removeChild(n);
      n = next;
    }
    place.replaceWith(...segment.childNodes);
    segment.remove();
  }
  const part = document.querySelector(`[data-testid="${testId}"]`);
  return part ? htmlWords(part.innerHTML) : "";
}

/** What `draw` gives once the parts it loads with next/dynamic (a game's own summary) have loaded: a first draw asks. */
async function drawn(draw: () => string): Promise<string> {
  let html = draw();
  for (let i = 0; i < 50 && html === ""; i++) {
    await new Promise((done) => setTimeout(done, 20));
    html = draw();
  }
  return html;
}

describe("the replay viewer", () => {
  // the boards load with React.lazy (replay-boards.tsx): loaded first, they draw in a render to a string
  beforeAll(() => Promise.all(["sakura", "sutda"].map(preloadReplayBoard)));
  const cases: [GameName, number, Record<string, string | number>][] = [
    ["sakura", 2, { rounds: 2 }],
    ["sfj", 3, {}],
    ["mushi", 2, {}],
    ["judge", 2, {}],
    ["sutda", 3, { end: "rounds_N", rounds: 2 }],
    ["koikoi", 2, { rounds: 3 }],
  ];
  for (const [game, players, options] of cases) {
    it(`shows a ${game} record at any position, every hand open or one seat's view`, async () => {
      const model = replayOf(game, players, options);
      const last = model.steps.length - 1;
      expect(last).toBeGreaterThan(0);
      for (const step of [0, Math.floor(last / 2), last]) {
        for (const p of model.perspectives) {
          await breathe();
          const html = render(model, step, p);
          expect(html).toContain(`data-testid="replay" data-step="${step}"`);
          expect(html).toContain('data-testid="game-board"');
          expect(html).toContain('data-testid="move-list"');
        }
      }
      // a replay is not a live table: nobody is told they are watching it, nor that the next round is coming
      for (let step = 0; step <= last; step += Math.max(1, Math.floor(last / 12))) {
        for (const p of model.perspectives) {
          await breathe();
          const text = render(model, step, p).replace(/<[^>]+>/g, " ");
          expect(text, `${game} step ${step} as ${String(p)}`).not.toMatch(
            /watching this table|starts in a moment|get ready|● here|○ away/,
          );
        }
      }
      // the move list names the players
      const html = render(model, 1, "all");
      expect(html).toMatch(new RegExp(`(${NAMES.slice(0, players).join("|")}) [a-z]`));
    });
  }

  for (const game of ["sakura", "sfj"] as const) {
    it(`shows the ${game} first-dealer draw at the first positions when the replay has it (start facts), not after the first round`, () => {
      const model = replayOf(game, game === "sfj" ? 3 : 2, game === "sfj" ? {} : { rounds: 2 }, 400, true);
      const first = render(model, 0, "all");
      expect(first).toContain('data-testid="first-dealer"');
      expect(first).toMatch(/(Aiko|Botan|Chie) deals first/);
      expect(render(model, 0, 1)).toContain('data-testid="first-dealer"');
      const afterFirst = model.roundStarts[1]!;
      expect(render(model, afterFirst, "all")).not.toContain('data-testid="first-dealer"');
      // a bare record has no draw to show
      expect(
        render(replayOf(game, game === "sfj" ? 3 : 2, game === "sfj" ? {} : { rounds: 2 }), 0, "all"),
      ).not.toContain('data-testid="first-dealer"');
    });
  }

  it('calls the viewer\'s own seat "you", not the seat whose view is shown', () => {
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ");
    const youTags = (html: string) => html.split('data-testid="seat-you"').length - 1;
    // Sakura, Botan's view: Aiko signed in, then a visitor
    const sakura = replayOf("sakura", 2, { rounds: 2 });
    const asAiko = render(sakura, 3, 1, undefined, 0);
    expect(text(asAiko)).toContain("Botan's hand");
    expect(text(asAiko)).not.toContain("Your hand");
    expect(youTags(asAiko)).toBe(1);
    expect(asAiko).toMatch(/Aiko(<[^>]+>)*<span class="sr-only"> \(you\)<\/span>/);
    const asVisitor = render(sakura, 3, 1, undefined, null);
    expect(text(asVisitor)).toContain("Botan's hand");
    expect(youTags(asVisitor)).toBe(0);
    expect(text(asVisitor)).not.toMatch(/\(you\)|Your pile/);
    // the player's own view keeps "your"
    expect(text(render(sakura, 3, 0, undefined, 0))).toContain("Your hand");
    // Sutda, Chie's seat as Aiko
    const sutda = replayOf("sutda", 3, { end: "rounds_N", rounds: 2 });
    const sutdaText = text(render(sutda, 3, 2, undefined, 0));
    expect(sutdaText).toContain("Chie's cards");
    expect(sutdaText).not.toMatch(/Your cards|Chie \(you\)/);
    // Judge, Botan's side as a visitor
    const judge = replayOf("judge", 2, {});
    const judgeText = text(render(judge, 3, 1, undefined, null));
    expect(judgeText).not.toMatch(/\bYou\b|\bYour\b/);
  });

  it("names the seat that was to move at a past position without calling on the viewer, in every game", async () => {
    // a badge (li) that is lit for the seat to act and holds the viewer's YOU tag
    const youToAct = /data-active="true"(?:(?!<\/li>)[\s\S])*data-testid="seat-you"(?:(?!<\/li>)[\s\S])*<\/li>/;
    for (const [game, players, options] of cases) {
      if (game === "judge") continue; // real time: no seat is ever the one to move
      const model = replayOf(game, players, options);
      const last = Math.min(model.steps.length - 1, 40);
      let seen = 0;
      for (let step = 0; step <= last; step++) {
        for (const p of model.perspectives) {
          await breathe();
          const html = render(model, step, p, undefined, 0);
          const words = html.replace(/<[^>]+>/g, " ");
          expect(words, `${game} step ${step} as ${String(p)}`).not.toMatch(/Your move|Your turn/);
          expect(html, `${game} step ${step} as ${String(p)}`).not.toContain('data-tone="mine"');
          const badge = youToAct.exec(html)?.[0];
          if (badge) {
            seen += 1;
            expect(badge.replace(/<[^>]+>/g, " ")).toContain("To move");
          }
        }
      }
      expect(seen, `${game}: the viewer's seat is to move somewhere`).toBeGreaterThan(0);
    }
  });

  it("shows a seat only its own hand in a Sakura position in play", () => {
    const model = replayOf("sakura", 2, { rounds: 2 });
    const step = 3;
    const other = (model.frame(step, 1).board.view as SakuraBoardView).round!.hand!;
    const mine = (model.frame(step, 0).board.view as SakuraBoardView).round!.hand!;
    const html = render(model, step, 0);
    // the board part only (the match summary below, loaded when seen, shows the end of the game)
    const board = html.slice(0, html.indexOf('data-testid="replay-summary"'));
    for (const card of mine) expect(board).toContain(`data-card="${card}"`);
    for (const card of other) expect(board).not.toContain(`data-card="${card}"`);
    const open = render(model, step, "all").slice(0, html.indexOf('data-testid="replay-summary"'));
    for (const card of other) expect(open).toContain(`data-card="${card}"`);
  });

  it("draws the match summary under the board on the server: who won, the totals, the chart, each round's scoring", async () => {
    const model = replayOf("sakura", 2, { rounds: 2 });
    const last = model.steps.length - 1;
    const winner = model.frame(last, "all").board.winner;
    expect(winner).not.toBeNull();
    const result = { winner, endReason: null };
    // away from the end the board is in play: the summary says who won
    const start = await servedWords(viewerOf(model, { result }), "replay-summary");
    expect(start).toContain("Match summary");
    expect(start).toContain(`${NAMES[winner!]} wins the match`);
    const totals = model.frame(last, "all").board.totals;
    for (const seat of [0, 1]) expect(start).toContain(`${NAMES[seat]} ${totals[seat]} points`);
    expect(start).toContain("Bars: each round · lines: running total");
    for (const round of [1, 2]) expect(start).toContain(`Scoring of round ${round}`);
    // at the end the board's banner says it, and the summary does not again (summaryOf's winnerAbove)
    const end = await servedWords(viewerOf(model, { initialStep: last, result }), "replay-summary");
    expect(end).toContain("Match summary");
    expect(end).not.toContain("wins the match");
  });

  it("sums up a game ended by forfeit as over, with the server's winner, where its record stops mid-round", () => {
    const model = replayOf("sakura", 2, { rounds: 2 }, 6);
    expect(model.finished).toBe(false);
    const summary = (perspective: Perspective, result?: ReplayViewerProps["result"]) =>
      renderToStaticMarkup(
        <MatchSummary
          {...summaryOf({
            model,
            perspective,
            result,
            viewerSeat: perspective === "all" ? null : perspective,
            // the board at the record's last position is still in play: the summary says who won
            step: model.steps.length - 1,
          })}
        />,
      ).replace(/<[^>]+>/g, " ");
    // Without the server's end (an imported record stopped there) it is a match still going on.
    expect(summary("all")).toContain("The match so far");
    const over = summary("all", { winner: 1, endReason: "forfeit" });
    expect(over).toContain("Match summary");
    expect(over).toContain(`${NAMES[1]} wins the match (by forfeit)`);
    expect(over).toContain("No round was scored: the match ended before its first round did.");
    expect(over).not.toMatch(/The match so far|No round has been scored yet/);
    // As a player of the winning seat.
    expect(summary(1, { winner: 1, endReason: "forfeit" })).toContain("You win the match (by forfeit)!");
  });

  it("reads a played-out game's summary the same with the server's end as with the engine's", () => {
    for (const [game, players, options] of [
      ["sakura", 2, { rounds: 2 }],
      ["sutda", 3, { end: "rounds_N", rounds: 2 }],
    ] as const) {
      const model = replayOf(game, players, options);
      expect(model.finished).toBe(true);
      const last = model.steps.length - 1;
      const winner = model.frame(last, "all").board.winner;
      const summary = (result: ReplayViewerProps["result"]) =>
        renderToStaticMarkup(
          <MatchSummary {...summaryOf({ model, perspective: "all", result, viewerSeat: null, step: 0 })} />,
        );
      const html = summary(undefined);
      expect(html).toContain("Match summary");
      expect(summary({ winner, endReason: null })).toBe(html);
    }
  });

  it("says a played-out game's winner once at its last position: the board's banner, not the summary again", async () => {
    // every game played to its end (a shorter Season's Flowers: half a year)
    const played: [GameName, number, Record<string, string | number>][] = cases.map(([game, players, options]) =>
      game === "sfj" ? [game, players, { rounds: 6 }] : [game, players, options],
    );
    for (const [game, players, options] of played) {
      await breathe();
      const model = replayOf(game, players, options, 2000);
      expect(model.finished, game).toBe(true);
      const last = model.steps.length - 1;
      const summary = (step: number) =>
        renderToStaticMarkup(
          <ReplayMatchSummary {...summaryOf({ model, perspective: "all", result: null, viewerSeat: null, step })} />,
        );
      // the board at the end says how the match ended, in its banner
      const board = render(model, last, "all");
      expect(board.slice(0, board.indexOf('data-testid="replay-summary"')), game).toMatch(/data-tone="over"/);
      expect(await drawn(() => summary(last)), game).not.toContain('data-testid="match-winner"');
      // elsewhere the board is in play: the summary of the whole match says it
      expect(summary(0), game).toContain('data-testid="match-winner"');
    }
  });

  it("says a finished Judge match's winner once in French at its end: its banner with the score", async () => {
    const model = replayOf("judge", 2, {});
    const last = model.steps.length - 1;
    // the screen reader's line repeats the banner's title for the ear: it is not shown
    const fr = (el: ReactNode) =>
      renderPlain(withIntl(el, "fr"))
        .replace(/<p[^>]*data-testid="announcer"[^>]*>[^<]*<\/p>/, "")
        .replace(/<[^>]+>/g, " ");
    const summary = await drawn(() =>
      fr(
        <ReplayMatchSummary
          {...summaryOf({ model, perspective: "all", result: null, viewerSeat: null, step: last })}
        />,
      ),
    );
    expect(summary).toContain("Résumé du match");
    const shown = fr(viewerOf(model, { initialStep: last, sharePath: "/replays/x" })) + summary;
    expect(shown.match(/gagnez? le match|match est nul/g)).toHaveLength(1);
    expect(shown).toMatch(/(gagne le match|match est nul,) \d+ à \d+/);
  });

  it("names rounds as the game does in its controls: Sutda's hands, the others' rounds", () => {
    const controls = (html: string) =>
      html.slice(html.indexOf('data-testid="replay-controls"'), html.indexOf('data-testid="position-slider"'));
    const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const sutda = render(replayOf("sutda", 2, { end: "rounds_N", rounds: 2 }), 0, "all");
    expect(text(controls(sutda))).toContain("⤒ Hand");
    expect(text(controls(sutda))).toContain("Hand ⤓");
    expect(controls(sutda)).toContain('aria-label="To the next hand"');
    expect(text(controls(sutda))).not.toMatch(/round/i);
    expect(controls(sutda)).not.toMatch(/(aria-label|title)="[^"]*round/i);
    expect(text(sutda)).toContain("Hand Hand 1");
    const sakura = render(replayOf("sakura", 2, { rounds: 2 }), 0, "all");
    expect(text(controls(sakura))).toContain("⤒ Round");
    expect(text(sakura)).toContain("Round Round 1");
  });

  it("shows the keyboard hint only where a keyboard is likely, not on phones", () => {
    const html = render(replayOf("sakura", 2, { rounds: 2 }), 0, "all");
    const hint = /<span class="([^"]*)" data-testid="keys-hint">([^<]*)<\/span>/.exec(html);
    expect(hint?.[2]).toContain("Keys: ← → move");
    // Hidden by default (a phone, a tablet), shown by the "keyboard" variant: a pointer that hovers finely.
    expect(hint?.[1]?.split(" ")).toEqual(expect.arrayContaining(["hidden", "keyboard:inline"]));
    const css = readFileSync(new URL("../../globals.css", import.meta.url), "utf8");
    expect(css).toContain("@custom-variant keyboard (@media (hover: hover) and (pointer: fine));");
  });
});
