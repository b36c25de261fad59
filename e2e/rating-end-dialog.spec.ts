// Ratings at a game's end, end to end: Aoi and Ren have the table's board open when Ren resigns a game of people after
// its first move; the final dialog opens on both pages and the rating changes arrive in it live ("Your rating: 16xx?
// (+1xx)" for Aoi, her rating and change named on Ren's); the replay's header then names each with their rating before
// the game and its change. Screenshots at 1280×800 and 390×844 (RATING_END_SHOTS_DIR, default /tmp/rating-end-shots).
import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { mutate, playOneMoveEach, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.RATING_END_SHOTS_DIR ?? "/tmp/rating-end-shots";

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: no sideways scroll at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a rated game's final dialog shows each player's rating change live, and its replay the ratings before it", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const n = `${testInfo.workerIndex}${Date.now() % 10_000}`;
  const players = await seatPlayers(browser, testInfo, [
    await users.create({ displayName: `Aoi ${n}` }),
    await users.create({ displayName: `Ren ${n}` }),
  ]);
  const [aoi, ren] = players as [(typeof players)[number], (typeof players)[number]];
  try {
    // A game in play (a deal can end a game at once: then another table).
    let started: { tableId: string; gameId: string } | null = null;
    for (let i = 0; i < 5 && !started; i++) {
      const { tableId } = await mutate<{ tableId: string }>(aoi.page.request, "table.create", {
        game: "sakura",
        playerCount: 2,
        teams: "none",
        options: {},
        timeControl: { kind: "per_move", seconds: 3600 },
        timeoutsBeforeForfeit: 3,
        visibility: "PUBLIC",
      });
      const joined = await mutate<{ status: string; gameId: string }>(ren.page.request, "table.join", { tableId });
      const game = await query<{ status: string }>(ren.page.request, "game.view", { gameId: joined.gameId });
      if (game.status === "ACTIVE") started = { tableId, gameId: joined.gameId };
    }
    expect(started).not.toBeNull();
    const { tableId, gameId } = started!;
    // A move by each first, as in a game really played.
    await playOneMoveEach([aoi.page.request, ren.page.request], gameId);
    for (const p of [aoi, ren]) {
      await p.page.goto(`/table/${tableId}`);
      await expect(board(p.page)).toBeVisible();
      await expect(p.page.getByTestId("live-game")).toHaveAttribute("data-connected", "true");
    }
    await expect(aoi.page.getByTestId("rating-changes")).toHaveCount(0);

    await mutate(ren.page.request, "game.resign", { gameId });
    const mine = aoi.page.locator("dialog[open]").getByTestId("my-rating-change");
    await expect(mine).toHaveText(/^Your rating: 1,\d{3} \(\+\d+\)$/);
    const aoiAfter = Number(/(\d,\d{3})/.exec((await mine.textContent()) ?? "")![1]!.replace(",", ""));
    const gain = aoiAfter - 1500;
    await expect(aoi.page.locator("dialog[open]").getByTestId("rating-changes")).toContainText(
      `${ren.user.displayName}: `,
    );
    await expect(ren.page.locator("dialog[open]").getByTestId("my-rating-change")).toHaveText(
      /^Your rating: 1,\d{3} \(−\d+\)$/,
    );
    await expect(ren.page.locator("dialog[open]").getByTestId("rating-changes")).toContainText(
      `${aoi.user.displayName}: ${aoiAfter.toLocaleString("en")} (+${gain})`,
    );
    await shots(aoi.page, "end-dialog-winner");
    await shots(ren.page, "end-dialog-loser");

    await aoi.page.goto(`/replays/${gameId}`);
    const header = aoi.page.getByTestId("replay-ratings");
    await expect(header).toContainText(
      `Ratings before the game: ${aoi.user.displayName} 1,500 (+${gain}) · ${ren.user.displayName} 1,500 (−`,
    );
    await shots(aoi.page, "replay-header");
  } finally {
    await closePlayers(players);
  }
});
