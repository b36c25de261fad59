// The table page's tab title in a real browser: "<game> · waiting for players · Hanafuda" in the waiting room (its
// bots offered for the seats nobody invited is coming for), then the game in play or "● Your turn" for the player
// to act. Screenshots of the waiting room at 1280×800 and 390×844 when TABLE_TITLE_SHOTS_DIR is set.
import { mutate, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.TABLE_TITLE_SHOTS_DIR;

test("the tab names the table and says whose turn it is; bots offered only for unpromised seats", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const botanId = (await query<{ id: string }>(botan.page.request, "user.me", null)).id;
    const t = await mutate<{ tableId: string; inviteCode: string | null }>(aiko.page.request, "table.create", {
      game: "sfj",
      playerCount: 3,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 3600 },
      timeoutsBeforeForfeit: 3,
      visibility: "PRIVATE",
      invite: [botanId],
    });
    const page = aiko.page;
    await page.goto(`/table/${t.tableId}`);
    await expect(page.getByTestId("waiting-room")).toBeVisible();
    const title = (await query<{ gameTitle: string }>(page.request, "table.get", { tableId: t.tableId })).gameTitle;
    await expect(page).toHaveTitle(`${title} · waiting for players · Hanafuda`);
    await expect(page.getByTestId("fill-with-bots")).toHaveText("Seat a bot");
    await shotsAtBothSizes(page, SHOTS, "waiting-room-invited");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId("fill-with-bots").click();
    await expect(page.getByTestId("practice-bots")).toHaveCount(0);
    await expect(page).toHaveTitle(`${title} · waiting for players · Hanafuda`);
    await mutate(botan.page.request, "table.join", { tableId: t.tableId, inviteCode: t.inviteCode });
    await expect(board(page)).toBeVisible();
    const mine = (await board(page).getAttribute("data-my-turn")) === "true";
    await expect(page).toHaveTitle(mine ? `● Your turn · ${title} · Hanafuda` : `${title} · in play · Hanafuda`);
    await shotsAtBothSizes(page, SHOTS, "table-in-play");
  } finally {
    await closePlayers(players);
  }
});
