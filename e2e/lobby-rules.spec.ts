// The lobby says, on each open table, how long its game lasts and whose house rules it plays (the preset, and what the
// table changed from it), on a desktop and on a phone.
import { createTable } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo } from "./play-helpers";

test("each open table in the lobby shows its length and house rules", async ({ browser, users }, testInfo) => {
  const players = await seatTwo(browser, testInfo, users, ["Aki", "Yuna"]);
  const [aki, yuna] = players;
  try {
    const sakura = await createTable(aki.page.request, { options: { rounds: 6, gaji: "off" } });
    const sutda = await createTable(aki.page.request, { game: "sutda", options: { end: "rounds_N", rounds: 10 } });
    const page = yuna.page;
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/play");
      const row = (tableId: string) =>
        page.getByTestId("lobby-table").filter({ has: page.locator(`a[href="/table/${tableId}"]`) });
      await expect(row(sakura.tableId).getByTestId("lobby-rules")).toHaveText(
        /^Ends after 6 rounds · House rules: .+, with Gaji \(wild Lightning\): Off$/,
      );
      await expect(row(sutda.tableId).getByTestId("lobby-rules")).toHaveText(
        /^Ends after 10 hands, or sooner when one player has all the chips · House rules: [^,]+$/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await row(sakura.tableId).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`lobby-rules-${w}.png`) });
    }
  } finally {
    await closePlayers(players);
  }
});
