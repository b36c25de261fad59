// A practice table. A player opens a 2-player Sakura table, fills the empty seat with a heuristic bot from
// the waiting room, and the game starts at once; the bot (moved by the server's job queue) answers each of the
// player's turns within a few seconds, and the player plays on by clicking.
import { expect, test } from "./fixtures";
import { board, closePlayers, fishingMove, openTable, seatPlayers, seqOf } from "./play-helpers";
import { allowTime } from "./time-limits";

test("practice: Sakura against a heuristic bot that answers on its own", async ({ browser, users }, testInfo) => {
  allowTime(120_000);
  const players = await seatPlayers(browser, testInfo, [await users.create()]);
  const { page } = players[0]!;
  try {
    await openTable(page, { game: /^Sakura/, players: 2 });
    const practice = page.getByTestId("practice-bots");
    await practice.getByLabel("Bot level").selectOption("heuristic");
    await page.screenshot({ path: testInfo.outputPath("practice-waiting-room.png") });
    await practice.getByTestId("fill-with-bots").click();

    // The game starts at once; the bot's seat says it is a bot.
    await expect(board(page)).toBeVisible({ timeout: 20_000 });
    await expect(board(page).getByTestId("bot-badge")).toHaveText("Bot · Steady");

    // The player moves when it is their turn; the bot answers without anyone else on the page: when the turn comes
    // back, the position has moved on past the player's own move (a Sakura turn is a play and then a draw).
    let mine = 0;
    let answered = 0;
    let afterMine = -1;
    while (answered < 3) {
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="game-board"][data-my-turn="true"]') ||
          document.querySelector('[data-testid="round-result"]'),
        undefined,
        { timeout: 20_000 },
      );
      if (await page.getByTestId("round-result").isVisible()) break;
      if (afterMine >= 0 && Number(await seqOf(page)) > afterMine) answered++;
      await fishingMove(page);
      mine++;
      afterMine = Number(await seqOf(page));
    }
    expect(answered).toBeGreaterThanOrEqual(2);
    expect(mine).toBeGreaterThanOrEqual(3);
    // The bell does not count the table the player is on: its start and the turns the bot gave back are read.
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByTestId("notification-count")).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath("practice-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("practice-phone.png"), fullPage: true });
  } finally {
    await closePlayers(players);
  }
});

test("practice Judge from the create-table form: the bot is present and acts in the live rounds", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(90_000);
  const players = await seatPlayers(browser, testInfo, [await users.create()]);
  const { page } = players[0]!;
  try {
    await page.goto("/play");
    await page.getByTestId("new-table").click();
    const form = page.getByTestId("create-table-form");
    await form.getByRole("radio", { name: /^Judge/ }).check();
    await expect(form.getByTestId("preset-picker")).toBeVisible();
    await expect(form.getByTestId("create-table")).toBeEnabled();
    await form.getByLabel("Empty seats").selectOption("heuristic");
    await form.getByTestId("create-table").click();

    // Straight to the match: the bot's seat is marked and present without a page of its own.
    await expect(board(page)).toHaveAttribute("data-game", "judge", { timeout: 20_000 });
    await expect(board(page).getByTestId("bot-badge")).toHaveText("Bot · reacts in about 0.35 s");
    await expect(page.getByTestId("judge-presence")).toHaveCount(2);
    await expect(page.locator('[data-testid="judge-presence"][data-present="true"]')).toHaveCount(2, {
      timeout: 15_000,
    });
    // Against a bot the player alone presses Ready: the first countdown waits for it.
    await expect(board(page)).toHaveAttribute("data-phase", "ready");
    await page.getByTestId("judge-ready").click();
    // The player lets round 1 pass; the bot acts after the reveal, as its reaction time says.
    await expect(page.getByTestId("judge-log").locator('li[data-round="1"]')).toContainText(
      /\S+ \((Beginner|Steady|Strong)\) (hit|defended) at \d+ ms/,
      { timeout: 30_000 },
    );
    await page.screenshot({ path: testInfo.outputPath("practice-judge.png") });
  } finally {
    await closePlayers(players);
  }
});
