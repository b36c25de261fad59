// A side's pile says its points with the word each count takes: "1 point", "5 points" (not "1 pts"), in every
// language of the site, the number against its word in Japanese and Korean ("5点", not "5 点"); so do Koi-Koi's
// yaku ("Sankō · 5 points", "三光・5点", joined by the language's separator).
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { sankoDecision } from "~/app/_games/koikoi/test-positions";
import { gameView, newLocalGame, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { Locale } from "~/lib/locales";

/** Koi-Koi's decision: seat 0 holds Sankō (5 points, three cards), seat 1 Tane (1 point, five animals). */
function decision(): LocalGame {
  const g = newLocalGame({ game: "koikoi", players: 2, teamLayout: null, options: {}, seed: "pile" });
  if ("error" in g) throw new Error(g.error);
  return { ...g, state: sankoDecision([], ["M06-0", "M09-0", "M10-0", "M11-1", "M08-1"]) };
}

const board = (locale: Locale) =>
  renderIntl(<GameBoard gameView={gameView(decision(), 0)} onMove={() => {}} pending={false} />, locale);

/** The piles' headlines: the points and the cards' count. */
const headlines = (locale: Locale) => {
  return [...board(locale).matchAll(/<span class="text-sm text-ink-soft">(<strong.*?)<\/span>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, ""),
  );
};

describe("a side pile's points", () => {
  it.each([
    ["en", ["5 points · 4 cards", "1 point · 5 cards"]],
    ["de", ["5 Punkte · 4 Karten", "1 Punkt · 5 Karten"]],
    ["es", ["5 puntos · 4 cartas", "1 punto · 5 cartas"]],
    ["fr", ["5 points · 4 cartes", "1 point · 5 cartes"]],
    ["ja", ["5点・4枚", "1点・5枚"]],
    ["ko", ["5점 · 4장", "1점 · 5장"]],
  ] as const)("reads in %s with the word the count takes", (locale, expected) => {
    expect(headlines(locale)).toEqual(expected);
  });
});

describe("Koi-Koi's yaku in a pile", () => {
  /** Each yaku's badge: its tooltip and its text. */
  const badges = (locale: Locale) =>
    [...board(locale).matchAll(/<li class="rounded-full bg-kin[^"]*" title="([^"]*)">(.*?)<\/li>/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/<[^>]+>/g, ""),
    ]);

  it.each([
    ["en", "5 points", "1 point", " · "],
    ["de", "5 Punkte", "1 Punkt", " · "],
    ["es", "5 puntos", "1 punto", " · "],
    ["fr", "5 points", "1 point", " · "],
    ["ja", "5点", "1点", "・"],
    ["ko", "5점", "1점", " · "],
  ] as const)("says their points in %s, with the word the count takes", (locale, five, one, sep) => {
    const [sanko, tane] = badges(locale);
    expect(sanko![0]).toBe(five);
    expect(sanko![1]).toMatch(new RegExp(`[^ ]${sep}${five}$`));
    expect(tane![0]).toBe(one);
    expect(tane![1]).toMatch(new RegExp(`[^ ]${sep}${one}$`));
  });
});
