// A young site's leaderboard: after a first rated game nobody's rating is established, and the players are listed all
// the same, apart, their ratings marked provisional and the mark explained.
import { startedTable, mutate } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";

test("a first rated game puts both players on the leaderboard, marked provisional", async ({
  browser,
  users,
}, testInfo) => {
  const players = await seatTwo(browser, testInfo, users, ["Kaede", "Sora"]);
  const [kaede, sora] = players;
  try {
    const { gameId } = await startedTable(kaede.page.request, [sora.page.request]);
    await mutate(sora.page.request, "game.resign", { gameId });
    const page = kaede.page;
    await page.goto("/players?game=sakura");
    const section = page.getByTestId("leaderboard-provisional-section");
    await expect(section.getByRole("heading", { name: "Provisional ratings" })).toBeVisible();
    await expect(page.getByTestId("provisional-explained")).toContainText("A rating is provisional, marked “?”");
    for (const p of players) {
      const row = page.getByTestId("leaderboard-provisional-row").filter({ hasText: p.user.displayName });
      await expect(row).toHaveCount(1);
      // grouped as English groups a rating ("1,662?"), the "?" explained to a pointer and to a screen reader
      await expect(row.locator("td").nth(1)).toHaveText(/^\d,\d{3}\? Provisional rating: too few recent rated games/);
      await expect(row.getByTestId("provisional-mark")).toHaveAttribute("title", /^Provisional rating: /);
      await expect(row.getByRole("link", { name: p.user.displayName })).toHaveAttribute("href", /^\/players\/\w+/);
    }
    await expect(page.getByTestId("leaderboard-row").filter({ hasText: kaede.user.displayName })).toHaveCount(0);
    await shotsAtBothSizes(page, testInfo.outputPath(), "leaderboard-provisional");
  } finally {
    await closePlayers(players);
  }
});
