// Judge calls its whole game a match in every language ("Botan gagne le match 12 à 8" on its board), so the shared
// summary under a finished Judge match says the same word; the other games keep theirs ("Botan gagne la partie").
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { MatchWinner } from "~/app/_components/game/match-winner";
import { catalogFor } from "~/i18n/catalog";
import type { Messages } from "~/i18n/pseudo";
import type { Locale } from "~/lib/locales";

/** The summary's winner line of a finished match of `game` that Botan won (`by`: how it ended). */
function winnerLine(game: string, locale: Locale, endReason: string | null = null, winner = 1): string {
  const gv = resignedGameView({ game, endReason, winner });
  return renderToStaticMarkup(withIntl(<MatchWinner gameView={gv} />, locale)).replace(/<[^>]+>/g, "");
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
