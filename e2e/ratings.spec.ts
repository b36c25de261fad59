// Ratings end to end: two people finish a Sakura game (one resigns at once, before any move: rated, as the resigner saw their hand) and the winner's page shows a
// provisional rating above 1500 with the game's rating change; after 16 games between them both ratings are
// established, listed on the leaderboard (/players, from the header's "Players") with links to their pages, and shown
// beside the name in the waiting room and the lobby.
// Screenshots at 1280×800 and 390×844 (RATING_SHOTS_DIR, default /tmp/rating-shots).
import type { APIRequestContext } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createTable, mutate, query, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.RATING_SHOTS_DIR ?? "/tmp/rating-shots";

/**
 * A rated 2-player Sakura game that `loser` resigns at once (a resign is rated however early; a deal that ends the game
 * at once, unrated, is dealt again at a new table).
 */
async function ratedGame(creator: APIRequestContext, joiner: APIRequestContext, loser: APIRequestContext) {
  const { gameId } = await startedTable(creator, [joiner]);
  await mutate(loser, "game.resign", { gameId });
}

test("a finished game rates both players; established ratings reach the leaderboard", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(480_000);
  mkdirSync(SHOTS, { recursive: true });
  const players = await seatTwo(browser, testInfo, users, ["Aoi", "Ren"]);
  const [aoi, ren] = players;
  try {
    const [a, r] = [aoi.page.request, ren.page.request];
    const aoiId = (await query<{ id: string }>(a, "user.me", null)).id;
    const renId = (await query<{ id: string }>(r, "user.me", null)).id;
    await ratedGame(a, r, r);

    // Aoi's page: one rated Sakura game, a provisional rating above 1500, and the game's change beside it.
    const page = aoi.page;
    await page.goto(`/players/${aoiId}`);
    const rating = page.getByTestId("player-rating-sakura");
    await expect(rating).toContainText("1 rated game · provisional");
    const shown = (await rating.locator("p").nth(1).textContent()) ?? "";
    // Grouped as English groups numbers ("1,512?"), the "?" explained to a screen reader.
    const [, grouped = ""] = /^(\d,\d{3})\? Provisional rating: /.exec(shown) ?? [];
    expect(grouped).toMatch(/^\d,\d{3}$/);
    const value = Number(grouped.replace(",", ""));
    expect(value).toBeGreaterThan(1500);
    await expect(page.getByTestId("player-game-rating-change")).toHaveText(`rating +${value - 1500}`);
    await shotsAtBothSizes(page, SHOTS, "player-provisional");

    // 15 more games (Ren wins every third): both players' deviations fall below 110.
    for (let i = 2; i <= 16; i++) await ratedGame(i % 2 ? a : r, i % 2 ? r : a, i % 3 === 0 ? a : r);
    await page.goto(`/players/${aoiId}`);
    await expect(rating).toContainText("16 rated games");
    await expect(rating).not.toContainText("provisional");
    await expect(rating.locator("p").nth(1)).toHaveText(/^\d,\d{3}$/);
    await expect(page.getByTestId("player-game-rating-change")).toHaveCount(10);
    await shotsAtBothSizes(page, SHOTS, "player-established");

    // The leaderboard, from the header: both, best first, each a link to their page.
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Players" }).click();
    await expect(page).toHaveURL("/players");
    // the leaderboard opens on Koi-Koi; these ratings are Sakura's
    await page.getByTestId("leaderboard-tab-sakura").click();
    await expect(page).toHaveURL("/players?game=sakura");
    const rows = page.getByTestId("leaderboard-row");
    await expect(rows.filter({ hasText: aoi.user.displayName })).toHaveCount(1);
    await expect(rows.filter({ hasText: ren.user.displayName })).toHaveCount(1);
    await expect(page.getByTestId("leaderboard").getByRole("link", { name: ren.user.displayName })).toHaveAttribute(
      "href",
      `/players/${renId}`,
    );
    await shotsAtBothSizes(page, SHOTS, "leaderboard");
    await page.getByTestId("leaderboard-tab-mushi").click();
    await expect(page).toHaveURL("/players?game=mushi");
    await expect(page.getByTestId("leaderboard-empty")).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, "leaderboard-empty");
    await page.getByTestId("leaderboard-tab-sakura").click();
    await page.getByTestId("leaderboard").getByRole("link", { name: aoi.user.displayName }).click();
    await expect(page).toHaveURL(`/players/${aoiId}`);
    const established = (await rating.locator("p").nth(1).textContent()) ?? "";

    // Aoi opens a Sakura table: her waiting room and Ren's lobby give her rating beside her name.
    const { tableId } = await createTable(a);
    await page.goto(`/table/${tableId}`);
    await expect(page.getByTestId("seat-rating")).toHaveText(` (${established})`);
    await shotsAtBothSizes(page, SHOTS, "waiting-room");
    await ren.page.goto("/play");
    const row = ren.page.getByTestId("lobby-table").filter({ hasText: aoi.user.displayName });
    await expect(row.getByTestId("lobby-creator-rating")).toHaveText(` (${established})`);
    await shotsAtBothSizes(ren.page, SHOTS, "lobby");
  } finally {
    await closePlayers(players);
  }
});
