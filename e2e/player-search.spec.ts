// /players: a visitor finds a player by a part of their name (no established rating yet on a young site) and opens
// their page; the form is keyboard-usable and fits a phone.
import { expect, test } from "./fixtures";

test("a visitor finds a player by name on /players and opens their page", async ({ page, users }, testInfo) => {
  const tag = `Qz${Date.now().toString(36)}`;
  const player = await users.create({ displayName: `Hana ${tag}` });
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/players?game=mushi");
    await expect(page.getByTestId("leaderboard-empty")).toContainText("No established Mushi rating yet.");
    await page.getByLabel("Name").fill(tag.toLowerCase());
    await page.getByLabel("Name").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/players\\?game=mushi&q=${tag.toLowerCase()}$`));
    await expect(page.getByTestId("player-search-count")).toHaveText(
      `1 player whose name contains “${tag.toLowerCase()}”`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`players-search-${w}.png`), fullPage: true });
  }
  await page.getByTestId("player-search-results").getByRole("link", { name: player.displayName }).click();
  await expect(page).toHaveURL(/\/players\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(player.displayName);
});
