// A Swiss event's standings in words and on a phone: the tie-breaks spelled out and explained under the table, and the
// table within a 390 px screen (rank, entrant and score as columns, the rest under each name), not scrolling sideways.
import { createSutdaEvent, mutate } from "./api";
import { expect, test } from "./fixtures";
import { seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

test("the standings name their tie-breaks in words and fit a phone", async ({ browser, users }, testInfo) => {
  allowTime(120_000);
  const people = await seatPlayers(browser, testInfo, await Promise.all([0, 1, 2, 3, 4].map(() => users.create())));
  const [org, ...players] = people;
  const id = await createSutdaEvent(org!.page.request, {
    name: `Standings ${Date.now().toString(36)}`,
    closesInMs: 10_000,
    roundDurationSeconds: 600,
    moveSeconds: 600,
    minEntrants: 4,
    maxEntrants: 4,
  });
  for (const p of players) await mutate(p.page.request, "tournament.register", { tournamentId: id });
  const page = players[0]!.page;
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId("standing-row")).toHaveCount(4, { timeout: 45_000 });
  await expect(page.getByTestId("facts")).toContainText("Swiss, 2 rounds");
  const table = page.getByTestId("standings-table");
  for (const heading of ["Opponents' score", "Beaten opponents' score", "Head to head", "Placed above the next on"])
    await expect(table.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Opponents' score", exact: true })).toHaveAttribute(
    "title",
    /^Opponents' score \(Buchholz\): /,
  );
  await expect(page.getByTestId("tie-break-legend")).toContainText("Earlier entry: who registered first.");
  await page.getByTestId("standings").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("standings-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = await table.evaluate(
    (t) =>
      t.parentElement!.scrollWidth <= t.parentElement!.clientWidth &&
      t.getBoundingClientRect().right <= t.parentElement!.getBoundingClientRect().right + 0.5,
  );
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByTestId("standing-details").first()).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Opponents' score", exact: true })).toBeHidden();
  await page.getByTestId("standings").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("standings-390.png") });
  await Promise.all(people.map((p) => p.context.close()));
});
