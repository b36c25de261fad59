// Resign: in a 2-player game one player resigns through the confirm dialog; both pages show at once that the game is
// over, the other player live (the table page's stream): who resigned and that they win.
import { startedTable } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, openBoards, seatPlayers, seatTwo } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.RESIGN_SHOTS_DIR;

test("Resign: one player of two resigns; the other sees it and the win live", async ({ browser, users }, testInfo) => {
  allowTime(150_000);
  const players = await seatTwo(browser, testInfo, users, ["Botan", "Kiku"]);
  const [resigner, winner] = players;
  try {
    // A dealt-hand win can end a one-round deal before anyone moves: deal again then (as the router tests do).
    const { tableId } = await startedTable(resigner.page.request, [winner.page.request]);
    await openBoards(players, tableId);
    const page = resigner.page;
    const open = page.getByRole("button", { name: "Resign…" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("resign-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You lose the game; ${winner.user.displayName} wins.`);
    await expect(dialog.getByRole("button", { name: "Keep playing" })).toBeFocused();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/confirm-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/confirm-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await dialog.getByRole("button", { name: "Resign", exact: true }).click();

    // The resigner: the end dialog at once.
    const mine = page.getByTestId("early-end");
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId("early-end-line")).toHaveText("It ended early: you resigned.");
    await expect(mine.getByTestId("match-winner")).toHaveText(
      `${winner.user.displayName} wins the match (by resignation)`,
    );
    await expect(page.getByRole("button", { name: "Resign…" })).toHaveCount(0);

    // The other player, live: who resigned, and the win.
    const theirs = winner.page.getByTestId("early-end");
    await expect(theirs).toBeVisible();
    await expect(theirs.getByTestId("early-end-line")).toHaveText(
      `It ended early: ${resigner.user.displayName} resigned.`,
    );
    await expect(theirs.getByTestId("match-winner")).toHaveText("You win the match (by resignation)!");
    await expect(winner.page.getByTestId("game-board")).toContainText(
      `It ended early: ${resigner.user.displayName} resigned.`,
    );
    if (SHOTS) {
      await winner.page.screenshot({ path: `${SHOTS}/end-desktop.png` });
      await winner.page.setViewportSize({ width: 390, height: 844 });
      await winner.page.screenshot({ path: `${SHOTS}/end-390.png` });
      await theirs.getByRole("button", { name: "Close", exact: true }).click();
      await winner.page.screenshot({ path: `${SHOTS}/after-390.png`, fullPage: true });
      await winner.page.setViewportSize({ width: 1280, height: 900 });
      await winner.page.screenshot({ path: `${SHOTS}/after-desktop.png`, fullPage: true });
    }
  } finally {
    await closePlayers(players);
  }
});

test("Resign in a 3-player game: the dialog says the stand-in plays the seat; the game goes on without the resigner, over for them", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(150_000);
  const players = await seatPlayers(browser, testInfo, [
    await users.create(),
    await users.create(),
    await users.create(),
  ]);
  const [resigner, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  try {
    const { tableId } = await startedTable(resigner.page.request, [second.page.request, third.page.request], {
      game: "sfj",
    });
    const page = resigner.page;
    await page.goto(`/table/${tableId}`);
    await expect(board(page)).toBeVisible();
    await page.getByRole("button", { name: "Resign…" }).click();
    const dialog = page.getByTestId("resign-dialog");
    await expect(dialog).toContainText("The stand-in plays your seat to the end and you rank last.");
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/confirm3-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/confirm3-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await dialog.getByRole("button", { name: "Resign", exact: true }).click();
    // The game is over for the resigner: said once on the page, no result dialogs while the others play on.
    await expect(page.getByTestId("left-game")).toHaveText(
      "You resigned: this game is over for you and you rank last. The stand-in plays your seat while the others play on.",
    );
    await expect(page.getByRole("button", { name: "Resign…" })).toHaveCount(0);
    await expect(page.getByTestId("early-end")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("left-game")).toBeVisible();
    await expect(page.getByTestId("round-result")).toHaveCount(0);
    // "My games" lists it as resigned, not as waiting.
    await page.goto("/play");
    const row = page.getByTestId("my-game").filter({ hasText: "Season" });
    await expect(row.getByTestId("my-game-state")).toHaveText("Resigned");
    await expect(row).toContainText("Over for you: the others play on");
    await expect(row.getByTestId("deadline")).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-games-resigned-desktop.png` });
    await page.goto(`/table/${tableId}`);
    await second.page.goto(`/table/${tableId}`);
    // The others' pages say the seat resigned (not "Forfeited", which is for missed moves).
    const seat = second.page.getByTestId("seat").filter({ hasText: resigner.user.displayName });
    await expect(seat).toContainText("Resigned");
    await expect(seat).not.toContainText("Forfeited");
    await expect(second.page.getByRole("button", { name: "Resign…" })).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/resigned3-desktop.png`, fullPage: true });
      await second.page.screenshot({ path: `${SHOTS}/resigned3-other-desktop.png` });
      await second.page.setViewportSize({ width: 390, height: 844 });
      await seat.scrollIntoViewIfNeeded();
      await second.page.screenshot({ path: `${SHOTS}/resigned3-other-390.png` });
    }
  } finally {
    await closePlayers(players);
  }
});
