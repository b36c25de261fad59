// The boards in the reader's language: the cards named from the Cards catalog (松に鶴 in Japanese), the yaku from the
// Yaku catalog (三光), the turn's words from the board's own; a Sutda hand by its Korean name (알리).
import { createTranslator } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { catalogFor } from "~/i18n/catalog";
import { sankoDecision } from "~/app/_games/koikoi/test-positions";
import { sutdaHandName } from "~/app/_games/sutda/hand-name";
import { gameView, newLocalGame, playRandom, toAct, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { Locale } from "~/lib/locales";

const ja = catalogFor("ja") as { Cards: Record<string, string> };

function start(game: "koikoi" | "sutda" | "sakura" | "sfj" | "mushi", players: number): LocalGame {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed: "languages" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

const render = (g: LocalGame, seat: number, locale: Locale) =>
  renderToStaticMarkup(
    withIntl(<GameBoard gameView={gameView(g, seat)} onMove={() => {}} pending={false} />, locale),
  ).replace(/&#x27;/g, "'");

/** The card codes of the hand and their spoken labels. */
const handLabels = (html: string) =>
  [...html.matchAll(/data-card="(M\d\d-\d)"[^>]*>.*?<title>([^<]*)<\/title>/g)].map((m) => [m[1]!, m[2]!] as const);

describe("a board in Japanese", () => {
  it("names every card of Koi-Koi's hand and field by its Japanese name", () => {
    const g = start("koikoi", 2);
    const html = render(g, toAct(g)[0] ?? 0, "ja");
    const labels = handLabels(html);
    expect(labels.length).toBeGreaterThanOrEqual(16);
    for (const [code, label] of labels) expect(label).toContain(ja.Cards[code]!);
    expect(html).not.toMatch(/Your turn|Draw pile|chaff|bright/);
    expect(html).toContain("あなたの手札");
  });

  it("shows the yaku just made by their Japanese names", () => {
    const g = start("koikoi", 2);
    const decided: LocalGame = {
      ...g,
      state: sankoDecision(["M02-0", "M04-0", "M05-0", "M06-0", "M08-1", "M11-1"], ["M12-3"], [0, 1]),
    };
    const html = render(decided, 0, "ja");
    expect(html).toContain("三光");
    expect(html).toContain("タネ");
    expect(html).toContain("勝負かこいこいか");
    expect(html).not.toContain("Sankō");
  });

  it("tells the round's notes in Japanese (a koi-koi called)", () => {
    const g = start("koikoi", 2);
    const decided: LocalGame = { ...g, state: sankoDecision(["M02-0", "M04-0", "M06-0"], ["M09-0"], [0, 1]) };
    const en = render(decided, 0, "en");
    expect(en).toMatch(/called koi-koi once this round/);
    const html = render(decided, 0, "ja");
    expect(html).toContain("1回こいこいしました");
    expect(html).not.toMatch(/called koi-koi|Seat \d/);
  });

  it("words Sakura's turn and pile in Japanese after some play", () => {
    const g = playRandom(start("sakura", 3), (x) => x.seq >= 6);
    const html = render(g, 0, "ja");
    expect(html).toMatch(/第1局/);
    expect(html).toContain("山札");
  });
});

describe("a fishing board's rules reminder", () => {
  /** The folded "How to play" text of a rendered board. */
  const howToPlay = (html: string) => /data-testid="how-to-play-text"><p>([^<]*)<\/p>/.exec(html)?.[1];

  it.each(["sakura", "sfj", "mushi", "koikoi"] as const)("reads %s's in the page's language, with its par", (game) => {
    const g = start(game, 2);
    const en = howToPlay(render(g, 0, "en"));
    expect(en).toMatch(/^Match a /);
    for (const locale of ["ja", "de"] as const) {
      const html = render(g, 0, locale);
      const text = howToPlay(html);
      expect(text).toBeTruthy();
      expect(text).not.toBe(en);
      expect(html).not.toMatch(/Match a |Score = |vs (par|breakeven)/);
    }
    // Mushi's par and Season's Flowers' breakeven are said with their value.
    if (game === "mushi" || game === "sfj") expect(howToPlay(render(g, 0, "ja"))).toMatch(/基準点（\d+）/);
  });
});

describe("a Sutda board in Korean", () => {
  it("names the hand held by its Korean name once both cards are seen", () => {
    let g = start("sutda", 2);
    g = playRandom(g, (x) => {
      const v = gameView(x, 0).view as { seats: { handKey: string | null }[] };
      return v.seats[0]!.handKey !== null;
    });
    const v = gameView(g, 0).view as { seats: { handKey: string | null }[] };
    const key = v.seats[0]!.handKey;
    expect(key).not.toBeNull();
    const html = render(g, 0, "ko");
    const t = createTranslator({ locale: "ko", messages: catalogFor("ko"), namespace: "SutdaHands" });
    const name = sutdaHandName((k, values) => t(k as never, values as never), key!);
    expect(name).toMatch(/[가-힣0-9]/);
    expect(html).toContain(`data-testid="my-hand-name">${name}<`);
    expect(html).toContain("내 패");
    expect(html).not.toMatch(/Your cards|The table/);
  });
});

describe("Sakura's yaku marked by their numbers", () => {
  it("names the yaku in progress in the reader's language, after their numbers", () => {
    const g = newLocalGame({
      game: "sakura",
      players: 2,
      teamLayout: null,
      options: { yaku_labels: "pf_numbers" },
      seed: "languages",
    });
    if ("error" in g) throw new Error(g.error);
    const inProgress = (cur: LocalGame) =>
      (gameView(cur, 0).view as { round?: { sides: { partial: unknown[] }[] } | null }).round?.sides.some(
        (s) => s.partial.length > 0,
      ) === true;
    const played = playRandom(g, inProgress);
    expect(inProgress(played)).toBe(true);
    const ja = render(played, 0, "ja");
    expect(ja).toMatch(/#\d・[いろはにほへとち] /);
    expect(ja).not.toMatch(/Drinking|Spring|ribbons|Butterflies|Cuckoo|Boar/);
    expect(render(played, 0, "en")).toMatch(/#\d · [いろはにほへとち] [A-Z]/);
  });
});
