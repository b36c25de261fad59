// A board joins its parts with its language's separator (Common.separator): " · " in English, Japanese's unspaced
// 「・」, so a Japanese reader meets no spaced middle dot in the hand's title, the seats, the piles, their yaku and
// par, and the pile's groups.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { sankoDecision } from "~/app/_games/koikoi/test-positions";
import { CardStack } from "../cards";
import { gameView, newLocalGame, playRandom, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { Locale } from "~/lib/locales";

const MIDDLE_DOT = "·";

function start(game: "koikoi" | "sakura" | "sfj" | "mushi", options: Record<string, string> = {}): LocalGame {
  const g = newLocalGame({ game, players: 2, teamLayout: null, options, seed: "separators" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

const render = (g: LocalGame, locale: Locale) =>
  renderIntl(<GameBoard gameView={gameView(g, 0)} onMove={() => {}} pending={false} />, locale);

/** The text of the first element after `marker` (an attribute or class of it) up to its closing `tag`. */
function textAfter(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker}`);
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(html.indexOf(">", at) + 1, end).replace(/<[^>]+>/g, "");
}

/** Koi-Koi's decision: seat 0 holds Sankō and the hand; both seats have points. */
const koikoi = (): LocalGame => ({
  ...start("koikoi"),
  state: sankoDecision(["M02-0", "M04-0", "M05-0"], ["M06-0", "M09-0", "M10-0", "M11-1", "M08-1"]),
});

/** Sakura numbered by the Paradise Factors list, played until a side holds two cards of a yaku ("#2 · ろ Spring"). */
const sakuraWithProgress = (): LocalGame =>
  playRandom(start("sakura", { yaku_labels: "pf_numbers" }), (g) => /In progress/.test(render(g, "en")), 400);

describe("a fishing board's separators", () => {
  it.each(["koikoi", "sfj", "mushi"] as const)(
    "are Japanese's 「・」 in %s's board, never a spaced middle dot",
    (game) => {
      const g = game === "koikoi" ? koikoi() : playRandom(start(game), (x) => x.seq >= 8);
      const ja = render(g, "ja");
      expect(ja).not.toContain(MIDDLE_DOT);
      expect(ja).toContain("・");
    },
  );

  it("joins the hand's title and its count", () => {
    const g = koikoi();
    expect(textAfter(render(g, "en"), 'data-testid="hand"', "h2")).toMatch(/^Your hand · \d+ cards?$/);
    expect(textAfter(render(g, "ja"), 'data-testid="hand"', "h2")).toMatch(/^あなたの手札・/);
  });

  it("joins a seat's cards in hand, its points and its yaku", () => {
    const g = koikoi();
    const seat = (locale: Locale) => {
      const html = render(g, locale);
      const at = html.lastIndexOf(
        '<span><span class="sb-h" data-testid="seat-hand">',
        html.indexOf('data-testid="seat-points"'),
      );
      return html.slice(at, html.indexOf("</span></span></div>", at)).replace(/<[^>]+>/g, "");
    };
    expect(seat("en")).toMatch(/^\d+ in hand · \d+ points? · 1 yaku$/);
    // as a player says it: "手札8枚", where "8枚の手札" lost its words on a phone and read "8・0点"
    expect(seat("ja")).toMatch(/^手札\d+枚・\d+点・役1つ$/);
    expect(seat("ko")).toMatch(/^손패 \d+장 · \d+점 · 역 1개$/);
    expect(seat("de")).toMatch(/^Hand: \d+ · \d+ Punkte? · 1 Yaku$/);
  });

  it("joins a yaku and its detail, and a pile's points and its par", () => {
    const yaku = (locale: Locale) => textAfter(render(koikoi(), locale), 'class="rounded-full bg-kin', "li");
    expect(yaku("en")).toMatch(/ · \d+ points?$/);
    expect(yaku("ja")).toMatch(/[^ ]・\d+点$/);
    const sfj = playRandom(start("sfj"), (x) => x.seq >= 8);
    const par = (locale: Locale) => textAfter(render(sfj, locale), 'class="text-ink-faint"', "span");
    expect(par("en")).toMatch(/^ · /);
    expect(par("ja")).toMatch(/^・/);
  });

  it("joins a yaku in progress and its number", () => {
    const g = sakuraWithProgress();
    const progress = (locale: Locale) => textAfter(render(g, locale), 'class="mt-1.5 space-y-0.5', "li");
    expect(progress("en")).toMatch(/^#\d · /);
    expect(progress("ja")).toMatch(/^#\d・/);
    expect(render(g, "ja")).not.toContain(MIDDLE_DOT);
  });
});

describe("a pile's groups with their points", () => {
  const head = (locale: Locale) =>
    textAfter(renderIntl(<CardStack cards={["M01-0", "M03-0"]} game="sfj" />, locale), 'class="hf-stack-head"', "span");

  it("join the group's count and points with the language's separator", () => {
    expect(head("en")).toMatch(/^\S+ 2 · /);
    // Japanese counts the cards with 枚 and puts no space after the group's name
    expect(head("ja")).toMatch(/^\S+2枚・/);
    expect(head("ja")).not.toContain(MIDDLE_DOT);
  });
});
