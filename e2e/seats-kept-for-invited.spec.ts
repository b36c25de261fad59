// A seat promised to an invited player in a real browser: a public table whose free seat is kept for Botan offers Mei
// (not invited) no "Take a seat" and says why, the lobby says the seat is kept with "Look", and once Botan declines Mei
// takes the seat and the game starts; the creator's Withdraw frees a kept seat the same way. Screenshots at 1280×800 and
// 390×844 when SEATS_KEPT_SHOTS_DIR is set.
import { mutate, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatPlayers, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.SEATS_KEPT_SHOTS_DIR;

test("a seat kept for an invited player: no 'Take a seat' for anyone else, said in the waiting room and the lobby; a decline frees it", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const n = `${testInfo.workerIndex}${Date.now() % 10_000}`;
  const players = await seatPlayers(browser, testInfo, [
    await users.create({ displayName: `Aiko ${n}` }),
    await users.create({ displayName: `Botan ${n}` }),
    await users.create({ displayName: `Mei ${n}` }),
  ]);
  const [aiko, botan, mei] = players;
  try {
    const botanId = (await query<{ id: string }>(botan!.page.request, "user.me", null)).id;
    const { tableId } = await mutate<{ tableId: string }>(aiko!.page.request, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 3600 },
      timeoutsBeforeForfeit: 3,
      visibility: "PUBLIC",
      invite: [botanId],
    });
    const page = mei!.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/table/${tableId}`);
    await expect(page.getByTestId("waiting-room")).toBeVisible();
    await expect(page.getByTestId("seats-kept")).toHaveText(
      "The free seats at this table are kept for invited players.",
    );
    await expect(page.getByTestId("join-table")).toHaveCount(0);
    await shotsAtBothSizes(page, SHOTS, "seats-kept-waiting-room");

    await page.goto("/play");
    const row = page.getByTestId("lobby-table").filter({ has: page.locator(`a[href="/table/${tableId}"]`) });
    await expect(row.getByTestId("lobby-seats-kept")).toHaveText(" · the free seat is kept for an invited player");
    await expect(row.getByRole("link", { name: "Look", exact: true })).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, "seats-kept-lobby");

    // Botan declines: the seat is free for Mei, and her seat starts the game.
    await mutate(botan!.page.request, "table.declineInvitation", { tableId });
    await page.goto(`/table/${tableId}`);
    await expect(page.getByTestId("seats-kept")).toHaveCount(0);
    await page.getByTestId("join-table").click();
    await expect(board(page)).toBeVisible();
  } finally {
    await closePlayers(players);
  }
});

test("withdrawing an invitation: Aiko's Withdraw frees Botan's seat, bots are offered for it, Botan's page and notification say it was withdrawn, and Mei sits", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const n = `${testInfo.workerIndex}${Date.now() % 10_000}`;
  const players = await seatPlayers(browser, testInfo, [
    await users.create({ displayName: `Aiko ${n}` }),
    await users.create({ displayName: `Botan ${n}` }),
    await users.create({ displayName: `Mei ${n}` }),
  ]);
  const [aiko, botan, mei] = players;
  try {
    const botanId = (await query<{ id: string }>(botan!.page.request, "user.me", null)).id;
    const { tableId } = await mutate<{ tableId: string }>(aiko!.page.request, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 3600 },
      timeoutsBeforeForfeit: 3,
      visibility: "PUBLIC",
      invite: [botanId],
    });
    // Botan waits on the table page his notification leads to, with Join and Decline.
    await botan!.page.goto("/notifications");
    await botan!.page
      .getByTestId("notifications")
      .getByRole("link", { name: `Aiko ${n} invites you to a game of Sakura` })
      .click();
    await expect(botan!.page.getByTestId("your-invitation")).toBeVisible();

    const page = aiko!.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/table/${tableId}`);
    const row = page.getByTestId("invitation").filter({ hasText: `Botan ${n}` });
    const withdraw = row.getByRole("button", { name: `Withdraw the invitation to Botan ${n}` });
    await expect(withdraw).toBeVisible();
    await expect(page.getByTestId("fill-with-bots")).toHaveCount(0);
    const box = (await withdraw.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await shotsAtBothSizes(page, SHOTS, "withdraw-waiting-room-invited");
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await withdraw.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 1280, height: 800 });

    await withdraw.click();
    await expect(page.getByTestId("withdraw-message")).toHaveText(
      `Botan ${n}'s invitation is withdrawn: the seat is free again.`,
    );
    await expect(page.getByTestId("invited-players")).toHaveCount(0);
    // The seat counts free again: bots are offered for it.
    await expect(page.getByTestId("fill-with-bots")).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, "withdraw-waiting-room-after");

    // Botan's open page follows live: no Join, the withdrawal said; his notification says so too, read.
    await expect(botan!.page.getByTestId("your-invitation")).toHaveCount(0);
    await expect(botan!.page.getByTestId("invitation-withdrawn")).toHaveText(
      `Aiko ${n} withdrew the invitation: no seat is kept for you here any more.`,
    );
    await shotsAtBothSizes(botan!.page, SHOTS, "withdraw-invitee-page");
    await botan!.page.goto("/notifications");
    await expect(
      botan!.page
        .getByTestId("notifications")
        .getByRole("link", { name: `Aiko ${n} withdrew the invitation to a game of Sakura` }),
    ).toBeVisible();
    await expect(
      botan!.page.getByTestId("notifications").getByRole("link", { name: `Aiko ${n} invites you` }),
    ).toHaveCount(0);

    // Mei, not invited, may take the freed seat: the game starts.
    await mei!.page.goto(`/table/${tableId}`);
    await expect(mei!.page.getByTestId("seats-kept")).toHaveCount(0);
    await mei!.page.getByTestId("join-table").click();
    await expect(board(mei!.page)).toBeVisible();
  } finally {
    await closePlayers(players);
  }
});
