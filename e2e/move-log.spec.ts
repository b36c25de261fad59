// From new players' first games: with three or more players the board showed only the very last move; the log shows
// every move since the player's last turn (names and cards in words), on a desktop and a phone. In a team game the
// score chip says "Your team" and keeps the team's names whole ("Aiko and Chie"); the pile's top card stays face down
// until drawn.
// Screenshots at 1280×800 and 390×844 go to MOVE_LOG_SHOTS_DIR (default: the test's output folder).
import type { Page } from "@playwright/test";
import { mutate, query } from "./api";
import { expect, test } from "./fixtures";

type Game = "sakura" | "sfj" | "sutda";

async function practice(page: Page, game: Game, playerCount: number, teams = "none"): Promise<string> {
  const t = await mutate<{ tableId: string }>(page.request, "table.create", {
    game,
    playerCount,
    teams,
    options: {},
    timeControl: null,
    visibility: "PRIVATE",
  });
  const { gameId } = await mutate<{ gameId: string }>(page.request, "table.fillWithBots", {
    tableId: t.tableId,
    level: "heuristic",
  });
  await page.goto(`/table/${t.tableId}`);
  await expect(page.getByTestId("game-board")).toHaveAttribute("data-game", game, { timeout: 20_000 });
  return gameId;
}

type View = { seq: number; mySeat: number; legalMoves: Record<string, unknown>[]; recentMoves: { seat: number }[] };

/** The player's turn once the bots have each moved since the player's last one (the player plays the first legal move). */
async function turnAfterOthers(page: Page, gameId: string, others: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    let v: View | null = null;
    await expect
      .poll(async () => (v = await query<View>(page.request, "game.view", { gameId })).legalMoves.length, {
        timeout: 45_000,
      })
      .toBeGreaterThan(0);
    const seen = new Set(v!.recentMoves.filter((m) => m.seat !== v!.mySeat).map((m) => m.seat));
    if (seen.size >= others) break;
    await mutate(page.request, "game.move", { gameId, seq: v!.seq, move: v!.legalMoves[0] });
  }
  await page.reload();
  await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  const dir = process.env.MOVE_LOG_SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`), fullPage: false });
}

test.describe("the move log", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [game, players] of [
    ["sakura", 3],
    ["sutda", 4],
  ] as const) {
    test(`${game} with ${players} players: every move since your last turn, desktop and phone`, async ({
      page,
      users,
    }) => {
      const me = await users.create();
      await me.apiLogin(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      const gameId = await practice(page, game, players);
      await turnAfterOthers(page, gameId, players - 1);
      const log = page.getByTestId("move-log");
      const lines = log.locator("li");
      expect(await lines.count()).toBeGreaterThanOrEqual(players - 1);
      await expect(page.getByTestId("last-move")).toContainText("Since your last turn");
      for (const text of await lines.allTextContents()) expect(text).not.toMatch(/\bseat \d|M\d\d-\d/);
      await shot(page, `${game}-${players}-log-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      // a phone: the newest line, the rest a tap away
      await expect(lines.last()).toBeVisible();
      await expect(lines.first()).toBeHidden();
      await shot(page, `${game}-${players}-log-390`);
      await page.getByRole("button", { name: `All ${await lines.count()}` }).click();
      await expect(lines.first()).toBeVisible();
      await shot(page, `${game}-${players}-log-390-open`);
    });
  }

  test("Sakura 2v2: the chip says Your team, the other team's names whole, at 1280 and 390 px", async ({
    page,
    users,
  }) => {
    const me = await users.create();
    await me.apiLogin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await practice(page, "sakura", 4, "2v2");
    const chips = page.getByRole("list", { name: "Match score" }).first().locator("li");
    await expect(chips).toHaveCount(2);
    await expect(chips.filter({ hasText: "Your team" })).toHaveCount(1);
    const other = chips.filter({ hasNotText: "Your team" }).locator("span").nth(1);
    await expect(other).toContainText(" and ");
    // not cut: the text fits its box
    expect(await other.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, "sakura-2v2-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "sakura-2v2-390");
    await page.getByRole("complementary", { name: "Match" }).scrollIntoViewIfNeeded();
    await shot(page, "sakura-2v2-390-match");
  });

  test("SFJ: the pile's top card stays face down until the player draws", async ({ page, users }) => {
    const me = await users.create();
    await me.apiLogin(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const gameId = await practice(page, "sfj", 3);
    // play the hand card until a draw step with one way to take the drawn card comes
    for (let i = 0; i < 40; i++) {
      let v: View | null = null;
      await expect
        .poll(async () => (v = await query<View>(page.request, "game.view", { gameId })).legalMoves.length, {
          timeout: 45_000,
        })
        .toBeGreaterThan(0);
      if (v!.legalMoves.length === 1 && v!.legalMoves[0]!.draw === true) break;
      await mutate(page.request, "game.move", {
        gameId,
        seq: v!.seq,
        move: v!.legalMoves.find((m) => m.draw !== true) ?? v!.legalMoves[0],
      });
    }
    await page.reload();
    await expect(page.getByTestId("turn-title")).toHaveText("Your turn — draw from the pile", { timeout: 20_000 });
    await expect(page.getByTestId("turned-card")).toHaveCount(0);
    await shot(page, "sfj-draw-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "sfj-draw-390");
  });
});
