// A player's public page, end to end: from a name in the public replay list to /players/<id> (member since, record,
// recent games with the player's result, a replay link); a private table's game shown only to its other player, never
// an email; your own page links to the profile; a bot's page gives its level; an unknown id is the not-found page.
// Screenshots at desktop and 390 px (PLAYER_SHOTS_DIR, default /tmp/player-shots).
import type { APIRequestContext } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createSutdaEvent, mutate, playThrough, query } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.PLAYER_SHOTS_DIR ?? "/tmp/player-shots";

test("a name leads to the player's page, which shows a viewer only the games they may replay", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const [aiko, botan] = [
    await users.create({ displayName: `Aiko ${testInfo.workerIndex}${Date.now() % 10_000}` }),
    await users.create(),
  ];
  const players = await seatPlayers(browser, testInfo, [aiko, botan]);
  const visitor = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const [a, b] = players.map((p) => p.page.request) as [APIRequestContext, APIRequestContext];
    const pub = await playThrough(a, b, "sutda", { end: "rounds_N", rounds: 1 });
    const priv = await playThrough(a, b, "sutda", { end: "rounds_N", rounds: 1 }, "PRIVATE");
    const aikoId = (await query<{ id: string }>(a, "user.me", null)).id;

    // A signed-out visitor finds Aiko's name in the public replay list and follows it.
    const page = await visitor.newPage();
    await page.goto(`/replays?scope=public&player=${encodeURIComponent(aiko.displayName)}`);
    const item = page.locator(`[data-testid="replay-item"][data-game-id="${pub.gameId}"]`);
    await item.getByRole("link", { name: aiko.displayName }).click();
    await expect(page).toHaveURL(`/players/${aikoId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aiko.displayName);
    // The site's English dates: the day before the month ("Member since 6 December 2026"), as on its other pages.
    await expect(page.getByTestId("player-since")).toHaveText(/^Member since \d{1,2} [A-Z][a-z]+ \d{4}$/);
    // the record and the list agree: only the public game, with Aiko's result and a replay link (the private one
    // is counted only for its players)
    await expect(page.getByTestId("record-played")).toHaveText("1");
    await expect(page.getByTestId("player-record-counted")).toHaveText("Public games only.");
    await expect(page.getByTestId("player-game")).toHaveCount(1);
    await expect(page.getByTestId("player-game").first()).toContainText(`against ${botan.displayName}`);
    const html = await page.content();
    expect(html).not.toContain(priv.gameId);
    expect(html).not.toContain(aiko.email);
    await expect(page.getByTestId("player-is-you")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/player-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/player-390.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scroll at 390 px").toBeLessThanOrEqual(0);
    await page.getByTestId("player-game-replay").click();
    // the replay page then writes its position into the address (?move=0&seat=all): either is the game's replay
    await expect(page).toHaveURL(new RegExp(`/replays/${pub.gameId}(\\?|$)`));
    // the replay's title names the players as links to their pages
    await expect(page.getByTestId("replay-title").getByRole("link", { name: botan.displayName })).toHaveAttribute(
      "href",
      /^\/players\//,
    );
    await page.screenshot({ path: `${SHOTS}/replay-390.png` });
    await page.goto(`/replays?scope=public&player=${encodeURIComponent(aiko.displayName)}`);
    await expect(page.getByTestId("replay-item").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/replay-list-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/replay-list-desktop.png` });
    await page.goto(`/replays/${pub.gameId}`);
    await expect(page.getByTestId("replay-title").getByRole("link", { name: aiko.displayName })).toHaveAttribute(
      "href",
      `/players/${aikoId}`,
    );
    await page.screenshot({ path: `${SHOTS}/replay-desktop.png` });

    // The waiting room of an open table and a tournament's entrants name Aiko as links to her page.
    const open = await mutate<{ tableId: string }>(a, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: { rounds: 1 },
      timeControl: null,
      visibility: "PUBLIC",
    });
    const bp = players[1]!.page;
    await bp.goto(`/table/${open.tableId}`);
    await expect(bp.getByTestId("seats").getByRole("link", { name: aiko.displayName })).toHaveAttribute(
      "href",
      `/players/${aikoId}`,
    );
    await bp.screenshot({ path: `${SHOTS}/waiting-room-desktop.png` });
    await bp.setViewportSize({ width: 390, height: 844 });
    await bp.screenshot({ path: `${SHOTS}/waiting-room-390.png` });
    await bp.setViewportSize({ width: 1280, height: 900 });
    const eventId = await createSutdaEvent(b, { name: `Iris Open ${Date.now() % 100_000}` });
    await mutate(a, "tournament.register", { tournamentId: eventId });
    await page.goto(`/tournaments/${eventId}`);
    await expect(page.getByTestId("entrant-list").getByRole("link", { name: aiko.displayName })).toHaveAttribute(
      "href",
      `/players/${aikoId}`,
    );
    await page.screenshot({ path: `${SHOTS}/tournament-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/tournament-390.png`, fullPage: true });
    await page.goto(`/players/${aikoId}`);
    await expect(page.getByTestId("player-tournaments")).toContainText("Iris Open");

    // Botan sat at the private table: on Aiko's page he sees that game too.
    await bp.goto(`/players/${aikoId}`);
    await expect(bp.getByTestId("player-game")).toHaveCount(2);
    await expect(bp.getByTestId("player-games")).toContainText("private table");

    // Aiko's own page says so and links to the profile.
    const ap = players[0]!.page;
    await ap.goto(`/players/${aikoId}`);
    await ap.getByTestId("player-is-you").getByRole("link", { name: "Edit your profile" }).click();
    await expect(ap).toHaveURL("/profile");
    await expect(ap.locator("dt", { hasText: "Member since" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    await ap.screenshot({ path: `${SHOTS}/profile-desktop.png` });
    await ap.setViewportSize({ width: 390, height: 844 });
    await ap.screenshot({ path: `${SHOTS}/profile-390.png` });
    await ap.getByTestId("profile-public-page").click();
    await expect(ap).toHaveURL(`/players/${aikoId}`);

    // A bot's page: its level, no record.
    const t = await mutate<{ tableId: string }>(a, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: { rounds: 1 },
      timeControl: null,
      visibility: "PUBLIC",
    });
    await mutate(a, "table.fillWithBots", { tableId: t.tableId, level: "strong" });
    const seats = (
      await query<{ seats: { user: { id: string; bot: string | null } | null }[] }>(a, "table.get", {
        tableId: t.tableId,
      })
    ).seats;
    const bot = seats.find((s) => s.user?.bot)!.user!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/players/${bot.id}`);
    await expect(page.getByTestId("player-bot")).toContainText("Strong (searches sampled deals)");
    await expect(page.getByTestId("player-record")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/bot-desktop.png`, fullPage: true });

    // An unknown id: the site's not-found page.
    const res = await page.goto("/players/no-such-player");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No card in this month" })).toBeVisible();
    // an id no account could have (longer than any): the same
    expect((await page.goto(`/players/${"x".repeat(80)}`))?.status()).toBe(404);
  } finally {
    await visitor.close();
    await closePlayers(players);
  }
});
