// Scheduled tournaments end to end, on accelerated times: an organiser schedules a single elimination and a Swiss
// event of one-hand Sutda games (rounds of 10 s, 10 s a move); four players register through the event pages, and the
// organiser moves the close to a moment later; round 1 is created on schedule by the server's job worker; nobody
// moves, so the stand-in plays (on each move's timeout, then the round's deadline finishes what is left); the
// standings update, the final round completes and the page shows the winner, with links to every game and its replay.
import type { Page } from "@playwright/test";
import { createSutdaEvent, mutate } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

/** An event of the test's accelerated times: rounds of 10 s, 10 s a move, four entrants exactly. */
const createEvent = (page: Page, format: "elimination" | "swiss", closesInMs: number) =>
  createSutdaEvent(page.request, {
    name: `${format === "swiss" ? "Swiss" : "Knockout"} ${Date.now().toString(36)}`,
    format,
    closesInMs,
    roundDurationSeconds: 10,
    moveSeconds: 10,
    minEntrants: 4,
    maxEntrants: 4,
  });

test("an elimination and a Swiss event run on schedule from registration to the winner", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(170_000);
  const organiser = await users.create();
  const [org, ...players] = await seatPlayers(browser, testInfo, [
    organiser,
    ...(await Promise.all([0, 1, 2, 3].map(() => users.create()))),
  ]);
  // Registration stays open until everyone has registered, however slow the pages: the organiser then moves the close
  // and round 1 to a moment from now (a fixed window of 30 s was once too short for eight page loads under load).
  const [knockout, swiss] = await Promise.all([
    createEvent(org!.page, "elimination", 3_600_000),
    createEvent(org!.page, "swiss", 3_600_000),
  ]);

  // Four players register on each event's page.
  await Promise.all(
    players.map(async (p) => {
      for (const id of [knockout, swiss]) {
        await p.page.goto(`/tournaments/${id}`);
        await p.page.getByTestId("register").click();
        await expect(p.page.getByTestId("registration-message")).toContainText("You are registered");
      }
    }),
  );
  // A fifth is told the event is full.
  await org!.page.goto(`/tournaments/${knockout}`);
  await expect(org!.page.getByTestId("registration-message")).toHaveText(
    /The tournament is full: 4 entrants have registered/,
  );
  await expect(org!.page.getByTestId("entrant")).toHaveCount(4);
  const startsAt = new Date(Date.now() + 3_000).toISOString();
  for (const tournamentId of [knockout, swiss])
    await mutate(org!.page.request, "tournament.edit", {
      tournamentId,
      registrationClosesAt: startsAt,
      firstRoundAt: startsAt,
    });

  // Round 1 is created on schedule: the page follows live.
  const [a, b] = players;
  await a!.page.goto(`/tournaments/${knockout}`);
  await b!.page.goto(`/tournaments/${swiss}`);
  await expect(a!.page.getByTestId("tournament-status")).toHaveText(/Running: round 1 of 2/, { timeout: 32_000 });
  await expect(a!.page.getByTestId("bracket-match").first()).toBeVisible();
  await expect(a!.page.locator('[data-testid="round"][data-round="1"] [data-testid="pairing"]')).toHaveCount(2);
  await expect(b!.page.locator('[data-testid="round"][data-round="1"] [data-testid="pairing"]')).toHaveCount(2);
  // Links to every game's table and replay.
  const firstGame = a!.page.locator('[data-testid="pairing-game"]').first();
  await expect(firstGame.getByRole("link", { name: "table" })).toHaveAttribute("href", /^\/table\/\w+/);
  await expect(firstGame.getByRole("link", { name: "replay" })).toHaveAttribute("href", /^\/replays\/\w+/);

  // Nobody moves: the stand-in plays, round 1 ends, the Swiss standings show a table played by everyone.
  await expect(b!.page.locator('[data-testid="schedule-round"][data-round="1"]')).toHaveAttribute(
    "data-status",
    "finished",
    { timeout: 30_000 },
  );
  await expect(b!.page.getByTestId("standing-row")).toHaveCount(4);
  // Round 2's games last at least one move's 10 s: until then every row shows one table played.
  await expect(b!.page.locator('[data-testid="standing-row"] td:nth-child(4)')).toHaveText(["1", "1", "1", "1"]);
  await expect(b!.page.locator('[data-testid="round"][data-round="2"]')).toBeVisible({ timeout: 15_000 });

  // The final round completes and the winner is shown, on both events.
  await expect(a!.page.getByTestId("winner")).toBeVisible({ timeout: 40_000 });
  await expect(b!.page.getByTestId("winner")).toBeVisible({ timeout: 40_000 });
  await expect(a!.page.getByTestId("tournament-status")).toHaveText("Finished");
  const champion = ((await a!.page.getByTestId("winner").textContent()) ?? "").replace("Winner: ", "");
  await expect(a!.page.locator('[data-testid="bracket-match"][data-match="R2-M1"] .font-bold')).toContainText(champion);
  const swissWinner = ((await b!.page.getByTestId("winner").textContent()) ?? "").replace("Winner: ", "");
  await expect(b!.page.locator('[data-testid="standing-row"][data-rank="1"]')).toContainText(swissWinner);
  await expect(b!.page.locator('[data-testid="standing-row"] td:nth-child(4)')).toHaveText(["2", "2", "2", "2"]);
  await expect(b!.page.locator('[data-testid="pairing-game"][data-status="finished"]')).toHaveCount(4);
  // Each entrant's name, in the standings and the pairings, links to their page.
  await expect(
    b!.page.locator('[data-testid="standing-row"][data-rank="1"]').getByRole("link", { name: swissWinner }),
  ).toHaveAttribute("href", /^\/players\/\w+/);
  await expect(b!.page.locator('[data-testid="pairing"]').first().locator('a[href^="/players/"]')).toHaveCount(2);
  await b!.page.screenshot({ path: testInfo.outputPath("swiss-finished-desktop.png"), fullPage: true });
  await b!.page.setViewportSize({ width: 390, height: 844 });
  await b!.page.screenshot({ path: testInfo.outputPath("swiss-finished-390.png"), fullPage: true });

  // A game's table page links back to its event.
  await a!.page.locator('[data-testid="pairing-game"]').first().getByRole("link", { name: "table" }).click();
  await expect(a!.page.getByTestId("table-tournament").getByRole("link")).toHaveAttribute(
    "href",
    `/tournaments/${knockout}`,
  );

  // The list shows both among the finished events.
  await org!.page.goto("/tournaments");
  await expect(org!.page.getByTestId("finished").locator(`a[href="/tournaments/${knockout}"]`)).toBeVisible();
  await expect(org!.page.getByTestId("finished").locator(`a[href="/tournaments/${swiss}"]`)).toBeVisible();
  await closePlayers([org!, ...players]);
});

test("the create form schedules an event with a pinned preset and explains what is wrong", async ({ page, users }) => {
  const organiser = await users.create();
  await organiser.apiLogin(page);
  await page.goto("/tournaments");
  await page.getByTestId("new-tournament").click();
  await expect(page.getByTestId("preset-picker")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Spring Cup");
  await page.getByLabel("Game", { exact: true }).selectOption("sakura");
  await page.getByLabel("Players a table").selectOption("4");
  await page.getByLabel("Teams", { exact: true }).selectOption("2v2");
  await page.getByLabel("Fewest entrants").fill("1");
  await page.getByTestId("create-tournament").click();
  await expect(page.getByTestId("t-min-error")).toContainText("At least 2 entrants");
  await page.getByLabel("Fewest entrants").fill("2");
  await page.getByTestId("create-tournament").click();
  await expect(page).toHaveURL(/\/tournaments\/\w+$/);
  await expect(page.getByTestId("tournament-status")).toHaveText("Registration open");
  await expect(page.getByTestId("facts")).toContainText("Standard rules (version 1)");
  await expect(page.getByTestId("facts")).toContainText("2 teams of 2");
  await expect(page.getByRole("button", { name: "Register the team" })).toBeVisible();
});
