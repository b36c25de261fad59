import { describe, expect, it } from "vitest";
import { speedOf } from "~/server/games/time-control";
import { lobbyInput } from "~/server/api/routers/table/lobby.schema";
import { LOCALES } from "~/lib/locales";
import { SPEED_FILTERS } from "./speed-filter";

const chips = async (locale: string) =>
  (
    (await import(`../../../messages/${locale}/Play.json`)) as {
      default: { lobby: { speeds: Record<string, string> } };
    }
  ).default.lobby.speeds;

describe("the lobby's speed filter", () => {
  it('asks the lobby for the speeds it has always taken, so an older page\'s "daily" still filters', () => {
    expect(SPEED_FILTERS).toEqual(["any", "fast", "daily"]);
    for (const speed of SPEED_FILTERS) expect(lobbyInput.parse({ speed }).speed).toBe(speed);
  });

  it("says that the daily chip also holds the tables with no time limit, in every language", async () => {
    // A table without a clock counts as daily.
    expect(speedOf({ traits: { realTime: false } }, null)).toBe("DAILY");
    const daily = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, (await chips(l)).daily])));
    expect(daily).toEqual({
      en: "Daily or no limit",
      ja: "日単位または制限なし",
      ko: "일 단위 또는 제한 없음",
      fr: "Quotidien ou sans limite",
      es: "Diaria o sin límite",
      de: "Täglich oder ohne Limit",
    });
  });
});
