// Sutda's "Play again" (its word for a rematch: Sutda already calls a tied hand replayed a rematch): a practice Sutda
// game against a bot played to its end, then "Play again" in the final dialog seats the same bot at a new table and
// the new game starts at once. The board's seat badges name the players as links to their pages.
import { playToEnd, query, type GameView } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatPlayers, startPractice } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.PLAY_AGAIN_SHOTS_DIR;

test("Sutda practice: the game played out against a bot, 'Play again' starts a new game with the same bot", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  const players = await seatPlayers(browser, testInfo, [await users.create()]);
  const { page } = players[0]!;
  try {
    const practice = await startPractice(page, { game: "sutda", options: { end: "rounds_N", rounds: 1 } });
    const { tableId } = practice;
    const bot = practice.seats.find((s) => s.user?.bot)!.user!;
    // the bot's seat badge: its name links to its page
    await expect(board(page).getByTestId("seat").getByTestId("player-link")).toHaveAttribute(
      "href",
      `/players/${bot.id}`,
    );
    // The player's moves through the API (the first legal one: it never folds into a draw); the bot answers on the server's queue.
    await playToEnd([page.request], practice.gameId);
    expect((await query<GameView>(page.request, "game.view", { gameId: practice.gameId })).status).toBe("FINISHED");
    const dialog = page.getByTestId("round-result");
    const again = dialog.getByTestId("round-result-next").getByRole("button", { name: "Play again" });
    await expect(again).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Rematch" })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sutda-play-again-1280.png` });
    await again.click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/table/${tableId}`);
    await expect(board(page)).toBeVisible();
    await expect(board(page).getByTestId("bot-badge")).toHaveText("Bot · Beginner");
    const newTableId = new URL(page.url()).pathname.split("/").pop();
    const next = await query<{ status: string; gameId: string | null; seats: { user: { id: string } | null }[] }>(
      page.request,
      "table.get",
      { tableId: newTableId },
    );
    expect(next.status).toBe("PLAYING");
    expect(next.gameId).not.toBe(practice.gameId);
    expect(next.seats.map((s) => s.user?.id)).toEqual(practice.seats.map((s) => s.user?.id));
    expect((await query<GameView>(page.request, "game.view", { gameId: next.gameId })).status).toBe("ACTIVE");
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/sutda-new-game-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/sutda-new-game-390.png` });
    }
  } finally {
    await closePlayers(players);
  }
});
