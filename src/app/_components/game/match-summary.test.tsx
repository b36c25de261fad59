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

describe("a round's scoring button on a phone", () => {
  // In a 360 px Sutda result it was 28 px high, under the 44 px a finger needs.
  it("is 44 px high there", () => {
    const round = { index: 0, scores: [1, 0], winner: 0, explained: true };
    const gv = resignedGameView({ status: "ACTIVE", endReason: null, winner: null, rounds: [round] });
    const html = renderIntl(<MatchSummary gameView={gv} final={false} />, "en");
    const button = new DOMParser().parseFromString(html, "text/html").querySelector("tbody button")!;
    expect(button.className.split(/\s+/)).toContain("max-sm:min-h-11");
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

describe("a long match's table of rounds", () => {
  /** The table's rows as the server draws them: each row's label and whether it waits behind the disclosure. */
  function table(game: string, count: number, locale: Locale) {
    const rounds = Array.from({ length: count }, (_, index) => ({
      index,
      scores: [1, -1],
      winner: 0,
      explained: false,
    }));
    const view = { options: { stack: 100 }, results: [], matchScoring: "points" };
    const gv = resignedGameView({ game, status: "ACTIVE", winner: null, totals: [count, -count], rounds, view });
    const html = renderIntl(<MatchSummary gameView={gv} final={false} />, locale);
    const rows = [...html.matchAll(/<tr class="([^"]*)"><th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => ({
      label: m[2]!,
      folded: /(^| )hidden( |$)/.test(m[1]!),
    }));
    const toggle = /<details[^>]*><summary[^>]*>(.*?)<\/summary>/.exec(html);
    // the summary's two wordings, the one shown while closed first
    const words = toggle ? [...toggle[1]!.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]!) : [];
    return { rows, words };
  }

  it.each([
    ["en", "Show all 30 hands", "Show only the last 8 hands"],
    ["de", "Alle 30 Hände zeigen", "Nur die letzten 8 Hände zeigen"],
    ["es", "Mostrar las 30 manos", "Mostrar solo las últimas 8 manos"],
    ["fr", "Afficher les 30 mains", "N’afficher que les 8 dernières mains"],
    ["ja", "全30ハンドを表示", "最後の8ハンドだけを表示"],
    ["ko", "30판 모두 보기", "마지막 8판만 보기"],
  ] as const)(
    "of 30 Sutda hands shows the last 8 in %s, the rest behind a disclosure that counts them",
    (locale, all, last) => {
      const { rows, words } = table("sutda", 30, locale);
      // every hand is in the page (the disclosure shows them without a script), the first 22 folded
      expect(rows).toHaveLength(30);
      expect(rows.filter((r) => r.folded).map((r) => r.label)).toEqual(
        Array.from({ length: 22 }, (_, i) => String(i + 1)),
      );
      expect(rows.filter((r) => !r.folded)).toHaveLength(8);
      expect(words).toEqual([all, last]);
    },
  );

  it.each([
    ["en", "Show all 13 rounds", "Show only the last 8 rounds"],
    ["ja", "全13局を表示", "最後の8局だけを表示"],
  ] as const)("of another game's 13 rounds says rounds in %s", (locale, all, last) => {
    const { rows, words } = table("koikoi", 13, locale);
    expect(rows.filter((r) => r.folded)).toHaveLength(5);
    expect(words).toEqual([all, last]);
  });

  it("of 12 rounds (a Koi-Koi year) shows them all, with no disclosure", () => {
    const { rows, words } = table("koikoi", 12, "en");
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.folded)).toHaveLength(0);
    expect(words).toEqual([]);
  });
});
