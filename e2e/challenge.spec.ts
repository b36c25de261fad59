// Challenge a player, end to end: Aoi opens Ren's page, presses Challenge, creates a private Sakura table from the
// lobby's form (named "Challenge Ren"), and waits with Ren invited (Withdraw beside him); Ren's notification leads to
// the table, where "Aoi invited you" and Join seat him, and the game starts for both. Screenshots at 1280×800 and
// 390×844 (CHALLENGE_SHOTS_DIR, default /tmp/challenge-shots).
import { mkdirSync } from "node:fs";
import { createTable, mutate, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatPlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.CHALLENGE_SHOTS_DIR ?? "/tmp/challenge-shots";

test("Aoi challenges Ren from his page; Ren opens the notification, joins, and the game starts", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const [aoi, ren] = await seatTwo(browser, testInfo, users, ["Aoi", "Ren"]);
  try {
    const renId = (await query<{ id: string }>(ren.page.request, "user.me", null)).id;

    // Ren's own page offers no challenge.
    await ren.page.goto(`/players/${renId}`);
    await expect(ren.page.getByTestId("player-is-you")).toBeVisible();
    await expect(ren.page.getByTestId("challenge-button")).toHaveCount(0);

    await aoi.page.goto(`/players/${renId}`);
    await expect(aoi.page.getByRole("heading", { level: 1 })).toHaveText(ren.user.displayName);
    await shotsAtBothSizes(aoi.page, SHOTS, "player-page");
    await aoi.page.getByTestId("challenge-button").click();
    const form = aoi.page.getByTestId("create-table-form");
    await expect(aoi.page.getByRole("heading", { name: `Challenge ${ren.user.displayName}` })).toBeVisible();
    await expect(form.getByRole("radio", { name: "Only people with the invite link" })).toBeChecked();
    await form.getByRole("radio", { name: "Sakura" }).check();
    await expect(form.getByTestId("create-table")).toBeEnabled();
    await expect(form.getByTestId("create-table")).toHaveText(`Challenge ${ren.user.displayName}`);
    await shotsAtBothSizes(aoi.page, SHOTS, "challenge-form");
    await form.getByTestId("create-table").click();

    // Aoi waits at the new private table, Ren named as invited.
    await expect(aoi.page).toHaveURL(/\/table\/[^/?]+\?invite=/);
    await expect(aoi.page.getByTestId("waiting-room")).toBeVisible();
    await expect(aoi.page.getByTestId("invitation")).toHaveText(`${ren.user.displayName}Withdraw`);
    const tableId = new URL(aoi.page.url()).pathname.split("/").pop()!;
    await shotsAtBothSizes(aoi.page, SHOTS, "waiting-room-invited");

    // Ren's notification leads to the table.
    await ren.page.goto("/notifications");
    const note = ren.page
      .getByTestId("notifications")
      .getByRole("link", { name: `${aoi.user.displayName} invites you to a game of Sakura` });
    await expect(note).toBeVisible();
    await shotsAtBothSizes(ren.page, SHOTS, "notification");
    await note.click();
    await expect(ren.page).toHaveURL(new RegExp(`/table/${tableId}\\?invite=`));
    const invitation = ren.page.getByTestId("your-invitation");
    await expect(invitation).toContainText(`${aoi.user.displayName} invited you to a game of Sakura.`);
    await shotsAtBothSizes(ren.page, SHOTS, "invitation");
    await invitation.getByRole("button", { name: "Join" }).click();

    // The game starts for both.
    await expect(board(ren.page)).toBeVisible();
    await expect(board(aoi.page)).toBeVisible();
  } finally {
    await closePlayers([aoi, ren]);
  }
});

test("from the waiting room Aoi invites Ren by name; Ren declines, and Aoi is told", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const [aoi, ren] = await seatTwo(browser, testInfo, users, ["Aoi", "Ren"]);
  try {
    const { tableId, inviteCode } = await createTable(aoi.page.request, {
      game: "sfj",
      playerCount: 3,
      visibility: "PRIVATE",
    });
    await aoi.page.goto(`/table/${tableId}?invite=${inviteCode}`);
    const more = aoi.page.getByTestId("invite-more");
    await more.getByLabel("Invite a player by name").fill(ren.user.displayName);
    await more.getByRole("button", { name: "Find" }).click();
    await more.getByRole("button", { name: `Invite ${ren.user.displayName}` }).click();
    await expect(aoi.page.getByTestId("invite-message")).toHaveText(
      `${ren.user.displayName} is invited: they get a notification leading here.`,
    );
    await expect(aoi.page.getByTestId("invitation")).toHaveText(`${ren.user.displayName}Withdraw`);
    await shotsAtBothSizes(aoi.page, SHOTS, "waiting-room-invite-more");

    await ren.page.goto("/notifications");
    await ren.page
      .getByTestId("notifications")
      .getByRole("link", { name: `${aoi.user.displayName} invites you to a game of` })
      .click();
    await ren.page.getByTestId("your-invitation").getByRole("button", { name: "Decline" }).click();
    await expect(ren.page).toHaveURL(/\/play$/);

    // Aoi's waiting room follows live; her notification says so.
    await expect(aoi.page.getByTestId("invited-players")).toHaveCount(0);
    await aoi.page.goto("/notifications");
    await expect(
      aoi.page
        .getByTestId("notifications")
        .getByRole("link", { name: `${ren.user.displayName} declined your invitation to a game of` }),
    ).toBeVisible();
  } finally {
    await closePlayers([aoi, ren]);
  }
});

test("a suspended player's page reads as any other: Challenge is offered, and the challenge is refused in neutral words, no table made", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const [aoi, ren] = await seatTwo(browser, testInfo, users, ["Aoi", "Ren"]);
  const [admin] = await seatPlayers(browser, testInfo, [await users.create({ role: "ADMIN" })]);
  try {
    const renId = (await query<{ id: string }>(ren.page.request, "user.me", null)).id;
    await mutate(admin!.page.request, "admin.suspend", { userId: renId, reason: "e2e: a suspended account's page" });

    await aoi.page.goto(`/players/${renId}`);
    await expect(aoi.page.getByRole("heading", { level: 1 })).toHaveText(ren.user.displayName);
    await aoi.page.getByTestId("challenge-button").click();
    const form = aoi.page.getByTestId("create-table-form");
    await form.getByRole("radio", { name: "Sakura" }).check();
    await expect(form.getByTestId("create-table")).toBeEnabled();
    await form.getByTestId("create-table").click();
    await expect(form.getByTestId("form-error")).toHaveText(
      `${ren.user.displayName} cannot be invited to a game at the moment.`,
    );
    await expect(aoi.page).toHaveURL(new RegExp(`/players/${renId}$`));
    await expect(aoi.page.locator("body")).not.toContainText(/suspend/i);
    await shotsAtBothSizes(aoi.page, SHOTS, "challenge-refused");
  } finally {
    await closePlayers([aoi, ren, admin!]);
  }
});
