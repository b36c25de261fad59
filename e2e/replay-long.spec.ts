// A long game's replay stays short enough to read: a Sutda game of many hands, played through the API, has its replay
// page at 1280 and 390 px measured. The summary's table shows its last hands, the rest behind a "Show all N hands"
// disclosure that works without the page's script, and every hand is reachable through it.
// Screenshots of each size go to SHOTS_DIR when it is set.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { playToEnd, query, startedTable } from "./api";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const shots = process.env.SHOTS_DIR;
const HANDS = 40;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test("a long Sutda game's replay: the summary's table shows its last hands, every hand one disclosure away", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(300_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  const [a, b] = [players[0]!.page.request, players[1]!.page.request];
  const { gameId } = await startedTable(a, [b], {
    game: "sutda",
    options: { end: "rounds_N", rounds: HANDS },
    timeControl: null,
    timeoutsBeforeForfeit: undefined,
  });
  await playToEnd([a, b], gameId, undefined, 3000);
  const { rounds } = await query<{ rounds: { cancelled?: boolean }[] }>(a, "game.view", { gameId });
  const hands = rounds.filter((r) => !r.cancelled).length;
  expect(hands, "a long game: more hands than the table shows at once").toBeGreaterThan(12);

  const page = players[1]!.page;
  const heights: Record<string, number> = {};
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/replays/${gameId}`);
    const summary = page.getByTestId("match-summary");
    await expect(summary).toBeVisible();
    // the server's drawing, before any script: the table's last hands and the disclosure
    heights[`${name} served`] = await pageHeight(page);
    if (shots) await page.screenshot({ path: `${shots}/replay-long-${name}.png`, fullPage: true });
    const rows = summary.locator("tbody tr");
    await expect(rows).toHaveCount(hands);
    const shown = rows.filter({ visible: true });
    await expect(shown).toHaveCount(8);
    const more = summary.locator("details > summary");
    await expect(more).toHaveText(`Show all ${hands} hands`, { useInnerText: true });
    // every hand by the keyboard: the disclosure opens with Enter, before the replay's script is here
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(rows.filter({ visible: true })).toHaveCount(hands);
    await expect(rows.first().locator("th")).toHaveText("1");
    await expect(more).toHaveText("Show only the last 8 hands", { useInnerText: true });
    await page.evaluate(() => {
      (document.querySelector('[data-testid="all-rounds"]') as unknown as { kept: boolean }).kept = true;
    });
    // the reader's act woke the replay's script, which hydrates the summary: the same disclosure stays open
    await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");
    expect(
      await page.evaluate(
        () => (document.querySelector('[data-testid="all-rounds"]') as unknown as { kept?: boolean }).kept,
      ),
    ).toBe(true);
    await expect(rows.filter({ visible: true })).toHaveCount(hands);
    // the side column's fair-shuffle check folds its deals (one a hand, a rematch's too) the same way
    const deals = page.getByTestId("fairness-deals");
    await expect(deals.locator("summary")).toHaveText(/^Show the \d+ deals checked$/);
    await expect(deals).not.toHaveAttribute("open");
    heights[`${name} hydrated, all hands`] = await pageHeight(page);
    if (shots) await summary.screenshot({ path: `${shots}/replay-long-${name}-summary-all.png` });
    await page.keyboard.press("Enter");
    await expect(rows.filter({ visible: true })).toHaveCount(8);
    heights[`${name} hydrated`] = await pageHeight(page);
    if (shots) await page.screenshot({ path: `${shots}/replay-long-${name}-hydrated.png`, fullPage: true });
  }
  testInfo.annotations.push({ type: "heights", description: JSON.stringify({ hands, ...heights }) });
  console.log(`replay-long: ${JSON.stringify({ hands, ...heights })}`);
  // 40 hands with every row and deal open measure about 4,200 px at 1280 and 4,600 at 390; folded, about 3,000 and 3,400
  expect(heights["desktop served"]).toBeLessThan(3400);
  expect(heights["desktop hydrated"]).toBeLessThan(3400);
  expect(heights["phone served"]).toBeLessThan(3800);
  expect(heights["phone hydrated"]).toBeLessThan(3800);
  await closePlayers(players);
});

test("a long Sutda replay keeps its open disclosures and its one summary across the 1024 px breakpoint", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(240_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  const [a, b] = [players[0]!.page.request, players[1]!.page.request];
  const { gameId } = await startedTable(a, [b], {
    game: "sutda",
    options: { end: "rounds_N", rounds: 14 },
    timeControl: null,
    timeoutsBeforeForfeit: undefined,
  });
  await playToEnd([a, b], gameId, undefined, 1500);
  const page = players[1]!.page;
  await page.goto(`/replays/${gameId}`);
  if (shots)
    for (const [name, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(page.getByTestId("game-board")).toBeVisible();
      await page.screenshot({ path: `${shots}/sutda-replay-${name}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 800 });
  const summary = page.getByTestId("match-summary");
  const all = summary.getByTestId("all-rounds");
  await all.locator("summary").click();
  await expect(all).toHaveAttribute("open");
  // the fair-shuffle check has run once the page's script is here; a remount would start it again
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");
  await page.evaluate(() => {
    (document.querySelector('[data-testid="all-rounds"]') as unknown as { kept: boolean }).kept = true;
    (document.querySelector('[data-testid="fairness"]') as unknown as { kept: boolean }).kept = true;
  });
  const kept = () =>
    page.evaluate(() =>
      ["all-rounds", "fairness"].map(
        (id) =>
          (document.querySelector(`[data-testid="${id}"]`) as unknown as { kept?: boolean } | null)?.kept ?? false,
      ),
    );
  // a window narrowed under lg and widened again (a tablet turned): the same disclosure, still open, the same check
  for (const width of [900, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId("replay-controls")).toBeVisible();
    await expect(all).toHaveAttribute("open");
    expect(await kept(), `at ${width} px`).toEqual([true, true]);
  }
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");

  // at the end the board's "Hands and results" brings the page's summary into view: there is one summary
  await page.getByTestId("to-end").click();
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (shots) await page.screenshot({ path: `${shots}/sutda-replay-${name}-end.png` });
    if (shots) await page.screenshot({ path: `${shots}/sutda-replay-${name}-end-full.png`, fullPage: true });
    await page.getByRole("button", { name: /^Hands and results \(\d+\)$/ }).click();
    await expect(page.getByTestId("match-summary")).toHaveCount(1);
    await expect(page.getByTestId("replay-summary")).toBeInViewport();
    if (shots) await page.screenshot({ path: `${shots}/sutda-replay-${name}-hands.png` });
  }
  await closePlayers(players);
});
