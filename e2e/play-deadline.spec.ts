// A move's time runs out (10 seconds per move) and the stand-in plays it, shown as such.
import { expect, test } from "./fixtures";
import { board, closePlayers, openTable, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

test("a deadline expires and the stand-in plays the move", async ({ browser, users }, testInfo) => {
  allowTime(120_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  try {
    const url = await openTable(players[0]!.page, { game: /^Sakura/, players: 2, perMove: "10 seconds" });
    await expect(players[0]!.page.getByTestId("table-clock")).toHaveText("10 sec per move");
    // the other player finds the table in the lobby (game and speed filters) and joins from its page
    const lobby = players[1]!.page;
    await lobby.goto("/play");
    await lobby.getByLabel("Game", { exact: true }).selectOption("sakura");
    await lobby.getByRole("button", { name: "Fast (under an hour)" }).click();
    const listed = lobby.getByTestId("lobby-table").filter({ hasText: players[0]!.user.displayName });
    await expect(listed).toContainText("10 sec per move");
    await listed.getByRole("link", { name: "Look and join" }).click();
    await expect(lobby).toHaveURL(url);
    await lobby.getByTestId("join-table").click();
    for (const p of players) await expect(board(p.page)).toBeVisible();
    // nobody moves: the clock counts down on both pages, then the stand-in moves for the seat to act
    for (const p of players) await expect(p.page.getByTestId("deadline")).toBeVisible();
    for (const p of players) {
      await expect(p.page.getByTestId("last-move")).toContainText("(stand-in)", { timeout: 45_000 });
      await expect(p.page.getByTestId("stand-in")).toBeVisible();
    }
    // the header's bell does not count the table the players are on (its start, turn and timeout are read while
    // the page is open); the notifications page still lists them
    for (const p of players) await expect(p.page.getByTestId("notification-count")).toBeHidden();
    await players[0]!.page.goto("/notifications");
    await expect(
      players[0]!.page.getByRole("link", { name: /^Your game of Sakura with .* has started\.$/ }),
    ).toBeVisible();
  } finally {
    await closePlayers(players);
  }
});
