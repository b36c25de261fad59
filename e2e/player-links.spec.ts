// The loose ends of the player pages, end to end: a tournament game a player resigned reads "(Aiko resigned)" on the
// event's page, whose organiser's name links to their page; a player with more finished games than their page lists
// has "More games of …", which opens the replay list filtered to them ("Games of …", cleared on request); the lobby's
// "by <creator>" links to the creator's page. Screenshots at desktop and 390 px (LINK_SHOTS_DIR, default
// /tmp/player-links-shots).
import type { APIRequestContext, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createSutdaEvent, mutate, query } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.LINK_SHOTS_DIR ?? "/tmp/player-links-shots";

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: no sideways scroll at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A public 2-player Sutda game that `a` opens and resigns at once: a finished game of both. */
async function resignedGame(a: APIRequestContext, b: APIRequestContext) {
  const t = await mutate<{ tableId: string }>(a, "table.create", {
    game: "sutda",
    playerCount: 2,
    teams: "none",
    options: { end: "rounds_N", rounds: 1 },
    timeControl: null,
    visibility: "PUBLIC",
  });
  await mutate(b, "table.join", { tableId: t.tableId });
  const { gameId } = await query<{ gameId: string }>(a, "table.get", { tableId: t.tableId });
  await mutate(a, "game.resign", { gameId });
}

test("resigned tournament games, more games of a player, and names linked to their pages", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now() % 100_000;
  const [aiko, botan, olive] = [
    await users.create({ displayName: `Aiko ${stamp}` }),
    await users.create({ displayName: `Botan ${stamp}` }),
    await users.create({ displayName: `Olive ${stamp}` }),
  ];
  const players = await seatPlayers(browser, testInfo, [aiko, botan, olive]);
  const [a, b, o] = players.map((p) => p.page.request) as [APIRequestContext, APIRequestContext, APIRequestContext];
  const [ap, bp] = players.map((p) => p.page) as [Page, Page, Page];
  try {
    const ids = await Promise.all([a, b, o].map(async (r) => (await query<{ id: string }>(r, "user.me", null)).id));
    const [aikoId, , oliveId] = ids as [string, string, string];

    // A knockout of two: Aiko resigns round 1's game.
    const eventId = await createSutdaEvent(o, {
      name: `Resign Cup ${stamp}`,
      format: "elimination",
      closesInMs: 8_000,
      minEntrants: 2,
      maxEntrants: 2,
    });
    for (const r of [a, b]) await mutate(r, "tournament.register", { tournamentId: eventId });
    type Event = { rounds: { pairings: { games: { gameId: string; status: string }[] }[] }[] };
    let gameId = "";
    await expect
      .poll(
        async () =>
          (gameId =
            (await query<Event>(a, "tournament.get", { tournamentId: eventId })).rounds[0]?.pairings[0]?.games[0]
              ?.gameId ?? ""),
        { timeout: 30_000 },
      )
      .not.toBe("");
    await mutate(a, "game.resign", { gameId });
    await bp.goto(`/tournaments/${eventId}`);
    await expect(bp.getByTestId("pairing-game").first()).toContainText(`(${aiko.displayName} resigned)`, {
      timeout: 20_000,
    });
    await expect(bp.getByTestId("pairing-game").first()).not.toContainText("forfeited");
    await expect(bp.locator("dd").getByRole("link", { name: olive.displayName })).toHaveAttribute(
      "href",
      `/players/${oliveId}`,
    );
    await shots(bp, "tournament");

    // Eleven more finished games: Aiko's page lists 10 and links to the rest.
    for (let i = 0; i < 11; i++) await resignedGame(a, b);
    await bp.goto(`/players/${aikoId}`);
    await expect(bp.getByTestId("player-game")).toHaveCount(10);
    await shots(bp, "player");
    await bp.getByTestId("player-more-games").click();
    await expect(bp).toHaveURL(`/replays?scope=public&playerId=${aikoId}`);
    await expect(bp.getByTestId("filter-player-id")).toContainText(`Games of ${aiko.displayName}`);
    await expect.poll(() => bp.getByTestId("replay-item").count()).toBeGreaterThan(10);
    await shots(bp, "replays-of-player");
    await bp.getByRole("button", { name: "Show every player's games" }).click();
    await expect(bp.getByTestId("filter-player-id")).toHaveCount(0);
    await expect(bp).toHaveURL(/\/replays\?scope=public$/);

    // The lobby: Olive's open table is "by Olive", a link to her page.
    await mutate(o, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: { rounds: 1 },
      timeControl: null,
      visibility: "PUBLIC",
    });
    await ap.goto("/play");
    await expect(ap.getByTestId("lobby-table").getByRole("link", { name: olive.displayName }).first()).toHaveAttribute(
      "href",
      `/players/${oliveId}`,
    );
    await shots(ap, "lobby");
  } finally {
    await closePlayers(players);
  }
});
