// Layout checks from the visual walk of the live boards against bots, at a desktop 1280×800 and a phone 390×844:
// what the player needs at their turn is on the screen without scrolling, and the phone's controls are 44 px taps.
//   - Judge at 1280×800: HIT and DEFEND were below the fold (104 px pickets made the felt too tall);
//   - Sutda at 1280×800: fold / follow / outbid started under the fold (under the cards; now beside them);
//   - Sutda on a phone: the quick bet amounts were ~28 px tall.
import type { Page } from "@playwright/test";
import { mutate } from "./api";
import { expect, test } from "./fixtures";

async function practice(page: Page, game: "judge" | "sutda") {
  const t = await mutate<{ tableId: string }>(page.request, "table.create", { game, playerCount: 2, teams: "none", options: {}, timeControl: null, visibility: "PRIVATE" });
  await mutate(page.request, "table.fillWithBots", { tableId: t.tableId, level: "heuristic" });
  await page.goto(`/table/${t.tableId}`);
  await expect(page.getByTestId("game-board")).toHaveAttribute("data-game", game, { timeout: 20_000 });
}

/** The element's box lies inside the viewport as the page opened (no scrolling). */
async function onScreen(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).first().boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY), "the page has not scrolled").toBe(0);
  expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${testId} bottom within ${height}`).toBeLessThanOrEqual(height);
  expect(box.x + box.width, `${testId} right within ${width}`).toBeLessThanOrEqual(width);
}

test.describe("desktop 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Judge: HIT and DEFEND are on the screen", async ({ page, users }) => {
    await (await users.create()).apiLogin(page);
    await practice(page, "judge");
    await onScreen(page, "judge-hit");
    await onScreen(page, "judge-defend");
  });

  test("Sutda: on your turn fold or follow and the bet are on the screen", async ({ page, users }) => {
    await (await users.create()).apiLogin(page);
    await practice(page, "sutda");
    await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 45_000 });
    // the Oya opens (the bet only); the other folds, follows or outbids
    for (const id of ["fold", "follow", "bet"]) if ((await page.getByTestId(id).count()) > 0) await onScreen(page, id);
  });
});

test.describe("phone 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Sutda: the quick bet amounts are 44 px taps", async ({ page, users }) => {
    await (await users.create()).apiLogin(page);
    await practice(page, "sutda");
    await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 45_000 });
    const quick = page.getByTestId("bet-quick");
    expect(await quick.count()).toBeGreaterThan(1);
    for (const box of await Promise.all((await quick.all()).map((q) => q.boundingBox()))) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
  });
});
