// Judge calls its whole game a match in every language ("Botan gagne le match 12 à 8" on its board), so the summary
// under a finished Judge match says the same word; the other games keep theirs ("Botan gagne la partie").
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlWords, translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { MatchSummary } from "~/app/_components/game/match-summary";
import { MatchWinner } from "~/app/_components/game/match-winner";
import type { BoardGameView } from "~/app/_components/game/types";
import { replayOf } from "~/app/replays/_components/replay-viewer-testing";
import { summaryOf } from "~/app/replays/_components/replay-summary";
import { ReplayMatchSummary } from "~/app/replays/_components/replay-match-summary";
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

// A Judge match's summary is Judge's own wherever a player meets it: the live board's at the match's end, and the
// replay's under its board (Judge's entry gives it as its Summary, replay-match-summary.tsx); the shared summary shows
// the other games'. So a Judge summary is read from the replay's: at the last position the one the live board shows
// too (judge-replay-summary.test.tsx compares the two); a match not played out (a replay of a match in play, a record
// cut short) says "the match so far".
const model = replayOf("judge", 2, {}, 2000, false, "judge-summary");
const last = model.steps.length - 1;
const inPlay = replayOf("judge", 2, {}, 5, false, "judge-summary");

/** The replay's summary of the Judge match at `step` (of `of`); `over` changes its game view (a draw). */
function judgeSummary(step: number, locale: Locale, over: Partial<BoardGameView> = {}, of = model): string {
  const props = summaryOf({ model: of, perspective: "all", result: null, viewerSeat: null, step });
  return renderToStaticMarkup(
    withIntl(<ReplayMatchSummary {...props} gameView={{ ...props.gameView, ...over } as BoardGameView} />, locale),
  );
}

// Judge's summary loads with next/dynamic: a first render asks for it, and once loaded it draws to a string
beforeAll(async () => {
  for (let i = 0; i < 50 && !judgeSummary(last, "en").includes('data-testid="judge-summary"'); i++)
    await new Promise((done) => setTimeout(done, 20));
});

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
    const html = judgeSummary(last, "fr", { winner: null });
    expect(html).toContain('data-testid="judge-summary"');
    const boxes = [...html.matchAll(/<li class="rounded-xl border[^"]*"/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBe(boxes[1]);
    // a won match sets the winner's apart: the check can tell them
    const won = [...judgeSummary(last, "fr").matchAll(/<li class="rounded-xl border[^"]*"/g)].map((m) => m[0]);
    expect(won[0]).not.toBe(won[1]);
  });

  it("reads as the other games' draw, whose boards say it too", () => {
    expect(winnerLine("koikoi", "fr", null, null)).toBe("La partie est nulle");
    expect(winnerLine("koikoi", "en", null, null)).toBe(winnerLine("judge", "en", null, null));
  });
});

// A Judge match's summary is Judge's own wherever a player meets it: the live board's at the match's end, and the
// replay's under its board (Judge's entry gives it as its Summary, replay-match-summary.tsx); the shared summary shows
// the other games'. So its headings are read from the replay's summary: at the last position, the one the live board
// shows too (judge-replay-summary.test.tsx compares the two), and away from it "the match so far".
describe("the summary's heading above a Judge match", () => {
  /** The heading of the finished match's summary, or with `final` false of the match in play's. */
  const heading = (locale: Locale, final = true) => {
    const html = final ? judgeSummary(last, locale) : judgeSummary(inPlay.steps.length - 1, locale, {}, inPlay);
    expect(html).toContain('data-testid="judge-summary"');
    return htmlWords(/<h2[^>]*>(.*?)<\/h2>/.exec(html)![1]!);
  };

  it("says a match where the language has its own word, as the board does", () => {
    expect([model.finished, inPlay.finished]).toEqual([true, false]);
    expect(heading("fr")).toBe("Résumé du match");
    expect(heading("de")).toBe("Match-Zusammenfassung");
    expect(heading("fr", false)).toBe("Le match jusqu’ici");
    expect(heading("de", false)).toBe("Das Match bisher");
  });

  it.each(["en", "es", "ja", "ko"] as const)("keeps the word of %s, which has one for both", (locale) => {
    expect(heading(locale, false)).toBe(summaryHeading("sfj", locale, false));
  });

  it("leaves the other games' heading as it is", () => {
    expect(summaryHeading("koikoi", "fr")).toBe("Bilan de la partie");
    expect(summaryHeading("sutda", "de")).toBe("Zusammenfassung der Partie");
    expect(summaryHeading("koikoi", "fr", false)).toBe("La partie jusqu’ici");
  });
});
