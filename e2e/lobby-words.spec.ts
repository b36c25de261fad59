// The lobby says what each open table is: its clock ("No time limit", "1 day per move", "Real time" only for a live
// game), how many seats are taken, and what the "?" of a provisional rating means, in English and in French, on a
// desktop and on a phone.
import { createTable, mutate, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo } from "./play-helpers";

test("the lobby names each table's clock and seats, and explains a provisional rating", async ({
  browser,
  users,
  baseURL,
}, testInfo) => {
  const players = await seatTwo(browser, testInfo, users, ["Aki", "Yuna"]);
  const [aki, yuna] = players;
  try {
    // a first rated game: Aki's rating is provisional
    const { gameId } = await startedTable(aki.page.request, [yuna.page.request]);
    await mutate(yuna.page.request, "game.resign", { gameId });
    const free = await createTable(aki.page.request, { timeControl: null });
    const daily = await createTable(aki.page.request, {
      game: "koikoi",
      timeControl: { kind: "per_move", seconds: 86_400 },
    });
    const live = await createTable(aki.page.request, { game: "judge", timeControl: null });
    const page = yuna.page;
    const row = (tableId: string) =>
      page.getByTestId("lobby-table").filter({ has: page.locator(`a[href="/table/${tableId}"]`) });
    const words = {
      en: { none: "No time limit", day: "1 day per move", live: "Real time", seats: "1 of 2 seats taken" },
      fr: {
        none: "Sans limite de temps",
        day: "1 jour par coup",
        live: "En temps réel",
        seats: "1 place occupée sur 2",
      },
    };
    for (const [locale, w] of Object.entries(words)) {
      await page.context().addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto("/play");
        await expect(row(free.tableId)).toContainText(w.none);
        await expect(row(free.tableId)).not.toContainText(w.live);
        await expect(row(free.tableId)).toContainText(w.seats);
        await expect(row(daily.tableId)).toContainText(w.day);
        await expect(row(live.tableId)).toContainText(w.live);
        const mark = row(free.tableId).getByTestId("provisional-mark");
        await expect(mark).toHaveAttribute(
          "title",
          locale === "en" ? /^Provisional rating: / : /^Classement provisoire/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.getByTestId("open-tables").scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`lobby-words-${locale}-${width}.png`), fullPage: true });
      }
    }
  } finally {
    await closePlayers(players);
  }
});
