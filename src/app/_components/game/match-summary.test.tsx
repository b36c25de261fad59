// @vitest-environment happy-dom
// The match summary's totals say their word as each count takes it: "1 point", "2 points", "1 chip", "1 victory", in
// every language of the site, its numbers written as the language writes them ("1.107 Chips"); a round is named in
// each language's order ("Round 2", "第2局").
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { htmlWords, renderIntl, withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import { MatchSummary } from "./match-summary";

/** The totals' lines, highest first: "Botan 2 points". */
function totals(game: string, scores: number[], locale: Locale): string[] {
  const view = { options: { stack: 100 }, matchScoring: "victories" };
  const gv = resignedGameView({ game, status: "ACTIVE", endReason: null, winner: null, totals: scores, view });
  const html = renderIntl(<MatchSummary gameView={gv} final={false} />, locale);
  return [...totalItems(html)].map((m) => htmlWords(m[1]!).trim());
}

const totalItems = (html: string) => html.matchAll(/<li class="flex flex-wrap items-center[^"]*">(.*?)<\/li>/g);

describe("the match summary's totals", () => {
  it.each([
    ["en", ["Botan 2 points", "Akiko (you) 1 point"]],
    ["de", ["Botan 2 Punkte", "Akiko (du) 1 Punkt"]],
    ["es", ["Botan 2 puntos", "Akiko (tú) 1 punto"]],
    ["fr", ["Botan 2 points", "Akiko (vous) 1 point"]],
    ["ja", ["Botan 2 点", "Akiko （あなた） 1 点"]],
    ["ko", ["Botan 2 점", "Akiko (나) 1 점"]],
  ] as const)("say points in %s with the word the count takes", (locale, expected) => {
    expect(totals("sfj", [1, 2], locale)).toEqual(expected);
  });

  it.each([
    ["en", ["Botan 107 chips", "Akiko (you) 1 chip"]],
    ["de", ["Botan 107 Chips", "Akiko (du) 1 Chip"]],
    ["es", ["Botan 107 fichas", "Akiko (tú) 1 ficha"]],
    ["fr", ["Botan 107 jetons", "Akiko (vous) 1 jeton"]],
    ["ja", ["Botan 107 チップ", "Akiko （あなた） 1 チップ"]],
    ["ko", ["Botan 107 칩", "Akiko (나) 1 칩"]],
  ] as const)("say Sutda's chips in %s with the word the count takes", (locale, expected) => {
    expect(totals("sutda", [1, 107], locale)).toEqual(expected);
  });

  it("wrap a phone's long line between its parts: the number keeps its word, the mark stays whole", () => {
    const view = { options: { stack: 100 }, matchScoring: "victories" };
    const gv = resignedGameView({
      game: "sutda",
      status: "ACTIVE",
      endReason: null,
      winner: null,
      totals: [101, 99],
      view,
    });
    const items = [...totalItems(renderIntl(<MatchSummary gameView={gv} final={false} />, "ja"))].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    for (const li of items)
      expect(li).toMatch(
        /<span class="whitespace-nowrap"><span class="[^"]*tabular-nums">\d+<\/span> <span[^>]*>チップ<\/span><\/span>/,
      );
    expect(items.join("")).toMatch(/<span class="[^"]*whitespace-nowrap[^"]*">（あなた）<\/span>/);
  });

  it.each([
    ["en", ["Botan 2 victories", "Akiko (you) 1 victory"]],
    ["de", ["Botan 2 Siege", "Akiko (du) 1 Sieg"]],
    ["es", ["Botan 2 victorias", "Akiko (tú) 1 victoria"]],
    ["fr", ["Botan 2 victoires", "Akiko (vous) 1 victoire"]],
  ] as const)("say Sakura's victories in %s with the word the count takes", (locale, expected) => {
    expect(totals("sakura", [1, 2], locale)).toEqual(expected);
  });
});

describe("a round of the match summary", () => {
  afterEach(unmountAll);

  it.each([
    ["en", "Scoring of round 2", "Round 2"],
    ["de", "Wertung der Runde 2", "Runde 2"],
    ["ja", "得点の内訳（第2局）", "第2局"],
    ["ko", "점수 내역 (2판)", "2판"],
  ] as const)("is named in %s's order on its button and over its scoring", async (locale, heard, heading) => {
    const round = (index: number) => ({ index, scores: [index, 0], winner: 0, explained: true });
    const gv = resignedGameView({ status: "ACTIVE", endReason: null, winner: null, rounds: [round(0), round(1)] });
    const link = answeringLink("game.round", [], () => null);
    const host = await mountWithTrpc(withIntl(<MatchSummary gameView={gv} final={false} />, locale), link);
    const second = host.querySelectorAll("tbody button")[1] as HTMLButtonElement;
    expect(second.textContent).toBe(heard);
    await act(async () => second.click());
    expect(host.querySelector("h3")?.textContent).toBe(heading);
  });
});

describe("the match summary's numbers", () => {
  it.each([
    ["en", "Akiko (you) 1,107 chips", ["+1,200", "\u22121,200"]],
    ["de", "Akiko (du) 1.107 Chips", ["+1.200", "\u22121.200"]],
    ["ja", "Akiko （あなた） 1,107 チップ", ["+1,200", "\u22121,200"]],
  ] as const)("are written as %s writes them, the minus sign kept", (locale, total, scores) => {
    const round = { index: 0, scores: [1200, -1200], winner: 0, explained: false };
    const view = { options: { stack: 100 }, results: [] };
    const gv = resignedGameView({
      game: "sutda",
      status: "ACTIVE",
      winner: null,
      totals: [1107, 1],
      rounds: [round],
      view,
    });
    const html = renderIntl(<MatchSummary gameView={gv} final={false} />, locale);
    expect(htmlWords(html)).toContain(total);
    expect([...html.matchAll(/<td class="px-2[^"]*">([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(scores);
  });
});
