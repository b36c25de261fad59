// A move's time runs out (10 seconds per move) and the stand-in plays it, shown as such.
import { expect, test } from "./fixtures";
import { board, closePlayers, openTable, seatPlayers } from "./play-helpers";
import { mutate } from "./api";
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

// At 640 px (the first width with the dealer's name on the status line) a bot's name with its level, "Donneur :
// Matsu (Régulier)", beside the clock's "Vous · 2 jours 23 h" put the clock on a second line in French. The line holds in
// every language: the round, the dealer and the clock side by side.
test("at 640 px the dealer's long name and the clock stay on one line in every language", async ({
  page,
  users,
  context,
  baseURL,
}) => {
  allowTime(120_000);
  await page.setViewportSize({ width: 640, height: 900 });
  await (await users.create()).apiLogin(page);
  // a practice table whose first dealer is the bot (the dealer's line then names it): the first deal decides, so a
  // table dealt to the player is left for another
  let tableId = "";
  for (let n = 1; ; n++) {
    expect(n, "a bot dealing at one of eight tables").toBeLessThanOrEqual(8);
    ({ tableId } = await mutate<{ tableId: string }>(page.request, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 3 * 86_400 },
      timeoutsBeforeForfeit: 3,
      visibility: "PRIVATE",
    }));
    await mutate(page.request, "table.fillWithBots", { tableId, level: "heuristic" });
    await page.goto(`/table/${tableId}`);
    await expect(board(page)).toHaveAttribute("data-my-turn", "true", { timeout: 30_000 });
    if (/\(Steady\)/.test((await page.getByTestId("status-bar").textContent()) ?? "")) break;
  }
  const shots = process.env.SHOTS_DIR;
  for (const locale of ["fr", "de", "es", "en", "ja", "ko"]) {
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    await page.goto(`/table/${tableId}`);
    const bar = page.getByTestId("status-bar");
    const clock = bar.getByTestId("deadline");
    await expect(clock).not.toContainText("…");
    if (shots)
      await page.screenshot({
        path: `${shots}/clock-line-640-${locale}.png`,
        clip: { x: 0, y: 0, width: 640, height: 260 },
      });
    const round = await bar.getByTestId("round-label").boundingBox();
    const box = await clock.boundingBox();
    // one line: the clock beside the round (their middles level), and the clock itself one line high
    expect
      .soft(
        Math.abs(box!.y + box!.height / 2 - (round!.y + round!.height / 2)),
        `${locale}: the clock beside the round`,
      )
      .toBeLessThan(4);
    expect.soft(box!.height, `${locale}: the clock on one line`).toBeLessThan(32);
    expect.soft(await clock.evaluate((e) => e.scrollWidth <= e.clientWidth), `${locale}: the clock not cut`).toBe(true);
    // the bot's whole name stays in the dealer's tooltip
    await expect.soft(bar.getByTestId("status-dealer")).toHaveAttribute("title", /Matsu.+\S[)）]$/);
  }
});
