// Rematch: two players finish a one-round Sakura game at a private table (the moves sent through the API, the pages
// open on the table); one offers a rematch from the final dialog by keyboard, the other sees the offer live (in the
// dialog and under the board, and in a notification) and joins with one click; both land on the new game.
import { createTable, mutate, playToEnd, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, openBoards, seatPlayers, seatTwo, startPractice } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.REMATCH_SHOTS_DIR;

test("Rematch: one player offers it from the final dialog, the other sees it live and joins; both land on the new game", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(360_000);
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const { tableId, inviteCode } = await createTable(aiko.page.request, {
      options: { rounds: 1 },
      visibility: "PRIVATE",
    });
    const { gameId } = await mutate<{ gameId: string }>(botan.page.request, "table.join", {
      tableId,
      inviteCode: inviteCode ?? undefined,
    });
    await openBoards(players, tableId);
    // The round played out through the API (a deal can also decide it at once).
    await playToEnd(
      players.map((p) => p.page.request),
      gameId,
      (v, i) => v.legalMoves[i % v.legalMoves.length],
      400,
    );
    // Both final dialogs offer the rematch first.
    for (const p of players) {
      const next = p.page.getByTestId("round-result").getByTestId("round-result-next");
      await expect(next).toBeVisible();
      await expect(next.getByRole("button").first()).toHaveText("Rematch");
    }
    if (SHOTS) {
      await aiko.page.getByTestId("round-result-next").scrollIntoViewIfNeeded();
      await aiko.page.screenshot({ path: `${SHOTS}/dialog-desktop.png` });
      await aiko.page.setViewportSize({ width: 390, height: 844 });
      await aiko.page.getByTestId("round-result-next").scrollIntoViewIfNeeded();
      await aiko.page.screenshot({ path: `${SHOTS}/dialog-390.png` });
      await aiko.page.setViewportSize({ width: 1280, height: 900 });
    }

    // Aiko offers it, by keyboard.
    await aiko.page.getByTestId("rematch").focus();
    await aiko.page.keyboard.press("Enter");
    await expect(aiko.page.getByTestId("round-result").getByTestId("rematch-waiting")).toHaveText(
      `Rematch offered: waiting for ${botan.user.displayName}`,
    );

    // Botan sees it without a reload: in the dialog, under the board once it is closed, and on the bell.
    await expect(botan.page.getByTestId("round-result").getByTestId("rematch")).toHaveText(
      `Join ${aiko.user.displayName}'s rematch`,
    );
    if (SHOTS) {
      await botan.page.getByTestId("round-result-next").scrollIntoViewIfNeeded();
      await botan.page.screenshot({ path: `${SHOTS}/dialog-offered-desktop.png` });
      await aiko.page.screenshot({ path: `${SHOTS}/dialog-waiting-desktop.png` });
    }
    await botan.page.getByTestId("round-result").getByRole("button", { name: "Close", exact: true }).click();
    await expect(botan.page.getByTestId("rematch-offered")).toHaveText(`Rematch offered by ${aiko.user.displayName}`);
    const notes = await query<{ items: { kind: string; text: string; href: string }[] }>(
      botan.page.request,
      "notification.list",
      {},
    );
    expect(notes.items[0]).toMatchObject({
      kind: "rematch",
      text: `${aiko.user.displayName} offers a rematch`,
      href: expect.stringMatching(/^\/table\/[^/?]+\?invite=/),
    });
    // The notification's link: the rematch table's waiting room says whose rematch of which game it is (not a plain
    // invitation), links the finished game's replay, and keeps Botan's seat for him; Aiko's says whom it waits for.
    const fromNote = await botan.page.context().newPage();
    await fromNote.goto(notes.items[0]!.href);
    await expect(fromNote.getByTestId("rematch-of-title")).toHaveText(
      `${aiko.user.displayName}'s rematch of your Sakura game. See its replay`,
    );
    await expect(fromNote.getByTestId("rematch-of-replay")).toHaveAttribute("href", `/replays/${gameId}`);
    await expect(fromNote.getByTestId("rematch-your-seat")).toBeVisible();
    await expect(fromNote.getByTestId("invited-by")).toHaveCount(0);
    const offeredTable = await aiko.page.context().newPage();
    await offeredTable.goto(notes.items[0]!.href);
    await expect(offeredTable.getByTestId("rematch-expected")).toHaveText(`Still expected: ${botan.user.displayName}.`);
    if (SHOTS) {
      for (const [who, p] of [
        ["invited", fromNote],
        ["offerer", offeredTable],
      ] as const) {
        await p.screenshot({ path: `${SHOTS}/waiting-room-${who}-desktop.png`, fullPage: true });
        await p.setViewportSize({ width: 390, height: 844 });
        await p.screenshot({ path: `${SHOTS}/waiting-room-${who}-390.png`, fullPage: true });
      }
    }
    await fromNote.close();
    await offeredTable.close();
    await aiko.page.getByTestId("round-result").getByRole("button", { name: "Close", exact: true }).click();
    await expect(aiko.page.getByTestId("rematch-waiting")).toHaveText(
      `Waiting for ${botan.user.displayName} to join your rematch`,
    );
    if (SHOTS) {
      for (const [who, p] of [
        ["offered", botan],
        ["waiting", aiko],
      ] as const) {
        await p.page.getByTestId("rematch-panel").scrollIntoViewIfNeeded();
        await p.page.screenshot({ path: `${SHOTS}/page-${who}-desktop.png` });
        await p.page.setViewportSize({ width: 390, height: 844 });
        await p.page.getByTestId("rematch-panel").scrollIntoViewIfNeeded();
        await p.page.screenshot({ path: `${SHOTS}/page-${who}-390.png` });
        await p.page.setViewportSize({ width: 1280, height: 900 });
      }
    }

    // One click: Botan joins, the game starts, and both are at the new table's game.
    await botan.page.getByTestId("rematch-join").click();
    await expect.poll(() => new URL(botan.page.url()).pathname).not.toBe(`/table/${tableId}`);
    const rematchPath = new URL(botan.page.url()).pathname;
    expect(rematchPath).toMatch(/^\/table\/[^/?]+$/);
    await expect(aiko.page).toHaveURL(new RegExp(`${rematchPath}(\\?|$)`));
    for (const p of players) {
      await expect(board(p.page)).toBeVisible();
      await expect(board(p.page)).toHaveAttribute("data-seq", "0");
    }
    const again = await query<{ gameId: string; status: string; visibility: string }>(aiko.page.request, "table.get", {
      tableId: rematchPath.split("/").pop(),
    });
    expect(again).toMatchObject({ visibility: "PRIVATE" });
    expect(again.gameId).not.toBe(gameId);
  } finally {
    await closePlayers(players);
  }
});

test("Rematch of a practice game: the same bot, and straight to the new game", async ({ browser, users }, testInfo) => {
  allowTime(360_000);
  const players = await seatPlayers(browser, testInfo, [await users.create()]);
  const { page } = players[0]!;
  try {
    const practice = await startPractice(page, { options: { rounds: 1 } });
    const { tableId } = practice;
    // The player's moves through the API; the bot answers on the server's queue.
    await playToEnd([page.request], practice.gameId);
    const next = page.getByTestId("round-result").getByTestId("round-result-next");
    await expect(next.getByRole("button", { name: "Rematch" })).toBeVisible();
    await next.getByRole("button", { name: "Rematch" }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/table/${tableId}`);
    await expect(board(page)).toBeVisible();
    await expect(board(page).getByTestId("bot-badge")).toHaveText("Bot · Beginner");
    const again = await query<{ seats: { user: { id: string; bot: string | null } | null }[] }>(
      page.request,
      "table.get",
      { tableId: new URL(page.url()).pathname.split("/").pop() },
    );
    expect(again.seats.map((s) => s.user?.id)).toEqual(practice.seats.map((s) => s.user?.id));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/practice-rematch-started.png` });
  } finally {
    await closePlayers(players);
  }
});
