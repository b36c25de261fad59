// A move made on a position that is no longer current (a second window that missed the update) is refused by the
// server with CONFLICT; the page reloads the position and says so kindly, and nothing is played twice. The second
// window is a second browser context signed in as the same user (each game page keeps two live streams open: the
// site's and the table's, of the six HTTP/1.1 connections a browser keeps per host).
import { expect, test } from "./fixtures";
import { board, closePlayers, fishingMove, joinTable, openTable, seatPlayers, seqOf } from "./play-helpers";
import { allowTime } from "./time-limits";

test("a stale second window gets the current position and a kind word, not a second move", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  try {
    const url = await openTable(players[0]!.page, { game: /^Sakura/, players: 2 });
    await joinTable(players[1]!.page, url);
    for (const p of players) await expect(board(p.page)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await board(players[0]!.page).getAttribute("data-my-turn")) === "true" ||
          (await board(players[1]!.page).getAttribute("data-my-turn")) === "true",
      )
      .toBe(true);
    const mover = (await board(players[0]!.page).getAttribute("data-my-turn")) === "true" ? players[0]! : players[1]!;

    // the mover's second window hears nothing live (its table stream, which carries the game, is cut), so it keeps
    // showing the old position
    const second = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    players.push({ user: mover.user, page: await second.newPage(), context: second });
    const stale = players[2]!.page;
    await mover.user.apiLogin(stale);
    await stale.route(/table\.onChange/, (route) => route.abort());
    await stale.goto(url);
    await expect(board(stale)).toHaveAttribute("data-my-turn", "true");
    const before = await seqOf(stale);

    await fishingMove(mover.page);
    const after = await seqOf(mover.page);
    expect(Number(after)).toBeGreaterThan(Number(before));
    await expect(board(stale)).toHaveAttribute("data-seq", before);

    // acting on the old position: refused, the current one is shown, and the page says why
    await fishingMove(stale);
    await expect(stale.getByTestId("game-notice")).toContainText("The game moved on while you were choosing");
    expect(Number(await seqOf(stale))).toBeGreaterThanOrEqual(Number(after));
    // the other player saw exactly one move
    const other = mover === players[0] ? players[1]! : players[0]!;
    await expect(board(other.page)).toHaveAttribute("data-seq", after);
  } finally {
    await closePlayers(players);
  }
});
