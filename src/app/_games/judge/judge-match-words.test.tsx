// Judge calls its whole game a match in every language ("Botan gagne le match 12 à 8" on its board), so the shared
// summary under a finished Judge match says the same word; the other games keep theirs ("Botan gagne la partie").
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlWords, translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { MatchSummary } from "~/app/_components/game/match-summary";
import { MatchWinner } from "~/app/_components/game/match-winner";
import { catalogFor } from "~/i18n/catalog";
import type { Messages } from "~/i18n/pseudo";
import type { Locale } from "~/lib/locales";

/** The summary's winner line of a finished match of `game` that Botan won (`by`: how it ended). */
function winnerLine(game: string, locale: Locale, endReason: string | null = null, winner: number | null = 1): string {
  const gv = resignedGameView({ game, endReason, winner });
  return renderToStaticMarkup(withIntl(<MatchWinner gameView={gv} />, locale)).replace(/<[^>]+>/g, "");
}

const LOCALES = ["de", "en", "es", "fr", "ja", "ko"] as const;

/** The heading of a finished match's summary of `game`. */
function summaryHeading(game: string, locale: Locale, final = true): string {
  const view = { options: { stack: 100 } };
  const gv = resignedGameView({ game, endReason: null, winner: 1, totals: [8, 12], view });
  const html = renderToStaticMarkup(withIntl(<MatchSummary gameView={gv} final={final} />, locale));
  return htmlWords(/<h2[^>]*>(.*?)<\/h2>/.exec(html)![1]!);
}

const judgeBoard = (locale: Locale) => (catalogFor(locale).JudgeBoard as Messages).over as Messages;

describe("the winner of a Judge match", () => {
  it("is said with the board's word in French and German", () => {
    expect(judgeBoard("fr").theyWin).toContain("gagne le match");
    expect(winnerLine("judge", "fr")).toBe("Botan gagne le match");
    expect(winnerLine("judge", "fr", "resign", 0)).toBe("Vous gagnez le match (par abandon)\u202f!");
    expect(judgeBoard("de").theyWin).toContain("gewinnt das Match");
    expect(winnerLine("judge", "de")).toBe("Botan gewinnt das Match");
  });

  it("leaves the other games' word as it is", () => {
    expect(winnerLine("koikoi", "fr")).toBe("Botan gagne la partie");
    expect(winnerLine("sutda", "de")).toBe("Botan gewinnt die Partie");
    expect(winnerLine("judge", "en")).toBe("Botan wins the match");
    expect(winnerLine("koikoi", "en")).toBe("Botan wins the match");
    expect(winnerLine("judge", "es")).toBe("Botan gana la partida");
  });
});

describe("a drawn Judge match", () => {
  // Level scores after round 23 (or 23 undecided sudden-death rounds) end the match with no winner: a draw, as
  // the board's banner says it ("Le match est nul, 20 à 20").
  it.each(LOCALES)("is said a draw in %s, in the banner's words", (locale) => {
    const banner = translatorFor("JudgeBoard", locale)("over.draw", { scored: "false" });
    expect(winnerLine("judge", locale, null, null)).toBe(banner);
  });

  it("reads as a draw in every language, never a shared win", () => {
    expect(LOCALES.map((l) => winnerLine("judge", l, null, null))).toEqual([
      "Das Match endet unentschieden",
      "The match is a draw",
      "La partida acaba en tablas",
      "Le match est nul",
      "対戦は引き分け",
      "대국은 무승부",
    ]);
  });

  it("sets neither side's total above the other's", () => {
    const gv = resignedGameView({ game: "judge", endReason: null, winner: null, totals: [22, 22] });
    const html = renderToStaticMarkup(withIntl(<MatchSummary gameView={gv} final />, "fr"));
    const boxes = [...html.matchAll(/<li class="flex flex-wrap items-center[^"]*"/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBe(boxes[1]);
  });

  it("reads as the other games' draw, whose boards say it too", () => {
    expect(winnerLine("koikoi", "fr", null, null)).toBe("La partie est nulle");
    expect(winnerLine("koikoi", "en", null, null)).toBe(winnerLine("judge", "en", null, null));
  });
});

describe("the summary's heading above a Judge match", () => {
  it("says a match where the language has its own word, as the board does", () => {
    expect(summaryHeading("judge", "fr")).toBe("Bilan du match");
    expect(summaryHeading("judge", "de")).toBe("Zusammenfassung des Matches");
    expect(summaryHeading("judge", "fr", false)).toBe("Le match jusqu’ici");
    expect(summaryHeading("judge", "de", false)).toBe("Das Match bisher");
  });

  it.each(["en", "es", "ja", "ko"] as const)("keeps the word of %s, which has one for both", (locale) => {
    expect(summaryHeading("judge", locale)).toBe(summaryHeading("sfj", locale));
  });

  it("says a match in the line of a Judge match ended before its first round", () => {
    const gv = resignedGameView({ game: "judge", endReason: "forfeit", winner: 1, totals: [0, 0] });
    const words = renderToStaticMarkup(withIntl(<MatchSummary gameView={gv} final />, "fr")).replace(/<[^>]+>/g, "");
    expect(words).toContain("Aucune manche n’a été comptée\u00a0: le match s’est terminé avant la fin de la première.");
  });

  it("leaves the other games' heading as it is", () => {
    expect(summaryHeading("koikoi", "fr")).toBe("Bilan de la partie");
    expect(summaryHeading("sutda", "de")).toBe("Zusammenfassung der Partie");
  });
});
