// The lobby's "daily" speed chip says that it also holds the tables with no time limit, and it lists them: in English
// and in Japanese, on a desktop and on a phone, the chips each on one line and the row within the page's width.
import { createTable } from "./api";
import { expect, test } from "./fixtures";

test("the daily chip names and lists the tables with no time limit", async ({ page, users, baseURL }, testInfo) => {
  const creator = await users.create();
  const creatorPage = await page.context().browser()!.newPage();
  try {
    await creator.apiLogin(creatorPage);
    const untimed = await createTable(creatorPage.request, { timeControl: null });
    await (await users.create()).apiLogin(page);
    const row = page.getByTestId("lobby-table").filter({ has: page.locator(`a[href="/table/${untimed.tableId}"]`) });
    for (const [locale, daily] of [
      ["en", "Daily or no limit"],
      ["ja", "日単位または制限なし"],
    ] as const) {
      await page.context().addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto("/play");
        const chip = page.getByTestId("speed-filter").getByRole("button", { name: daily });
        await chip.click();
        await expect(chip).toHaveAttribute("aria-pressed", "true");
        await expect(row).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        for (const b of await page.getByTestId("speed-filter").getByRole("button").all()) {
          const lines = await b.evaluate((e) => {
            const range = document.createRange();
            range.selectNodeContents(e);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          expect(lines, `${await b.textContent()}: one line`).toBe(1);
        }
        await page
          .getByRole("group")
          .filter({ has: page.getByTestId("speed-filter") })
          .screenshot({
            path: testInfo.outputPath(`lobby-speed-${locale}-${width}.png`),
          });
      }
    }
  } finally {
    await creatorPage.close();
  }
});
