// Issue 9: a practice table. A player opens a 2-player Sakura table, fills the empty seat with a heuristic bot from
// the waiting room, and the game starts at once; the bot (moved by the server's job queue) answers each of the
// player's turns within a few seconds, and the player plays on by clicking.
import { expect, test } from "./fixtures";
import { board, closePlayers, fishingMove, openTable, seatPlayers, seqOf } from "./play-helpers";

test("practice: Sakura against a heuristic bot that answers on its own", async ({ browser, users }, testInfo) => {
  test.setTimeout(120_000);
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
    await expect(board(page).getByTestId("bot-badge")).toHaveText("Bot · heuristic");

    // The player moves when it is their turn; the bot answers without anyone else on the page: when the turn comes
    // back, the position has moved on past the player's own move (a Sakura turn is a play and then a draw).
    let mine = 0;
    let answered = 0;
    let afterMine = -1;
    while (answered < 3) {
      await page.waitForFunction(() => document.querySelector('[data-testid="game-board"][data-my-turn="true"]') || document.querySelector('[data-testid="round-result"]'), undefined, { timeout: 20_000 });
      if (await page.getByTestId("round-result").isVisible()) break;
      if (afterMine >= 0 && Number(await seqOf(page)) > afterMine) answered++;
      await fishingMove(page);
      mine++;
      afterMine = Number(await seqOf(page));
    }
    expect(answered).toBeGreaterThanOrEqual(2);
    expect(mine).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: testInfo.outputPath("practice-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("practice-phone.png"), fullPage: true });
  } finally {
    await closePlayers(players);
  }
});
