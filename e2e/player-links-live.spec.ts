// Player links where people play: the live board's seat badges and "My games" name the other players as links to
// their pages (the same tab), and the rest of a "My games" row still opens the table. A private rematch's old player
// opens it without the invite code, and its waiting room offers no bots for the seats kept for the old players.
// Screenshots at 1280×800 and 390×844 when PLAYER_LINKS_SHOTS_DIR is set.
import { createTable, mutate, playThrough, query } from "./api";
import { expect, test } from "./fixtures";
import { board, closePlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.PLAYER_LINKS_SHOTS_DIR;

test("the live board and My games link the other players' pages; a private rematch opens to its old players", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const a = aiko.page.request;
    const b = botan.page.request;
    const botanId = (await query<{ id: string }>(b, "user.me", null)).id;
    // A Sakura game in play between the two: Aiko's board names Botan as a link.
    const t = await createTable(a, { options: { rounds: 1 }, timeControl: null, timeoutsBeforeForfeit: undefined });
    await mutate(b, "table.join", { tableId: t.tableId });
    const page = aiko.page;
    await page.goto(`/table/${t.tableId}`);
    await expect(board(page)).toBeVisible();
    const seatLink = board(page).getByTestId("seat").getByRole("link", { name: botan.user.displayName });
    await expect(seatLink).toHaveAttribute("href", `/players/${botanId}`);
    await shotsAtBothSizes(page, SHOTS, "board-sakura");

    // My games: Botan's name opens his page, the row elsewhere the table.
    await page.goto("/play");
    const row = page.getByTestId("my-game").filter({ hasText: botan.user.displayName }).first();
    await expect(row.getByRole("link", { name: botan.user.displayName, exact: true })).toHaveAttribute(
      "href",
      `/players/${botanId}`,
    );
    await shotsAtBothSizes(page, SHOTS, "my-games");
    await row.getByRole("link", { name: botan.user.displayName, exact: true }).click();
    await expect(page).toHaveURL(`/players/${botanId}`);
    await page.goBack();
    await page
      .getByTestId("my-game")
      .filter({ hasText: botan.user.displayName })
      .first()
      .getByTestId("my-game-link")
      .click();
    await expect(page).toHaveURL(`/table/${t.tableId}`);

    // A private game played out, a rematch offered by Aiko: Botan opens its page without the code and takes his seat.
    const played = await playThrough(a, b, "sutda", { end: "rounds_N", rounds: 1 }, "PRIVATE");
    const offered = await mutate<{ id: string }>(a, "table.rematch", { gameId: played.gameId });
    await page.goto(`/table/${offered.id}`);
    await expect(page.getByTestId("waiting-room")).toBeVisible();
    await expect(page.getByTestId("fill-with-bots")).toHaveCount(0);
    await shotsAtBothSizes(page, SHOTS, "rematch-waiting-room");
    await botan.page.goto(`/table/${offered.id}`);
    await expect(botan.page.getByTestId("join-table")).toBeVisible();
    await botan.page.getByTestId("join-table").click();
    await expect(board(botan.page)).toBeVisible();

    // Botan's page as Aiko sees it: the record says which games it counts.
    await page.goto(`/players/${botanId}`);
    await expect(page.getByTestId("player-record-counted")).toHaveText(
      "Public games, and private games you played in.",
    );
    await shotsAtBothSizes(page, SHOTS, "player-page-viewer");
  } finally {
    await closePlayers(players);
  }
});
