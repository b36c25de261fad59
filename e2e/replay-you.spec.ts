// A player looking at their finished game: "you" stays on their own seat whichever seat's view is shown, the hand shown
// is named for its owner, not "Your hand", and at a past position nothing calls on them to move.
import { mutate, playOneMoveEach, query, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo } from "./play-helpers";

test("the replay calls the viewer's own seat 'you' whichever seat's view is shown", async ({
  browser,
  users,
}, testInfo) => {
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const { gameId } = await startedTable(aiko.page.request, [botan.page.request]);
    await mutate(botan.page.request, "game.resign", { gameId });
    const replay = await query<{ mySeat: number | null }>(aiko.page.request, "replay.get", { gameId });
    const mine = replay.mySeat!;
    const other = 1 - mine;
    const page = aiko.page;
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/replays/${gameId}?move=0&seat=${other}`);
      await expect(page.getByTestId("replay")).toHaveAttribute("data-perspective", String(other));
      const position = page.getByTestId("replay-position");
      await expect(position.getByTestId("seat-you")).toHaveCount(1);
      await expect(
        position.locator('[data-testid="seat-name"]', { hasText: aiko.user.displayName }).locator(".sr-only"),
      ).toHaveText(" (you)");
      await expect(position.getByTestId("hand")).toHaveAttribute("aria-label", `${botan.user.displayName}'s hand`);
      await page.screenshot({ path: testInfo.outputPath(`replay-other-seat-${w}.png`) });
    }
  } finally {
    await closePlayers(players);
  }
});

// At a past position nobody is to act now: the viewer's own seat, lit as the one that was to move, says "To move" as
// any seat does, never "Your move", and nothing calls on them (no "your turn" banner, no dot on the tab's icon).
test("a replay's past position names the viewer's seat to move without calling on them", async ({
  browser,
  users,
}, testInfo) => {
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Botan"]);
  const [aiko, botan] = players;
  try {
    const { gameId } = await startedTable(aiko.page.request, [botan.page.request]);
    await playOneMoveEach([aiko.page.request, botan.page.request], gameId);
    await mutate(botan.page.request, "game.resign", { gameId });
    const page = aiko.page;
    for (const [w, h] of [
      [1440, 900],
      [1280, 800],
      [1100, 800],
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      let lit = 0;
      for (let move = 0; move < 4; move++) {
        await page.goto(`/replays/${gameId}?move=${move}`);
        const position = page.getByTestId("replay-position");
        const mine = position.getByTestId("seat").filter({ has: page.getByTestId("seat-you") });
        await expect(mine).toHaveCount(1);
        await expect(position).not.toContainText(/Your move|Your turn/);
        await expect(position.getByTestId("turn-banner")).not.toHaveAttribute("data-tone", "mine");
        await expect(page.locator("link[data-turn-cue]")).toHaveCount(0);
        if ((await mine.getAttribute("data-active")) === "true") {
          lit += 1;
          await expect(mine).toContainText("To move");
          await page.screenshot({ path: testInfo.outputPath(`replay-past-you-to-move-${w}.png`) });
        }
      }
      expect(lit, "the viewer's seat is to move at one of the first positions").toBeGreaterThan(0);
    }
  } finally {
    await closePlayers(players);
  }
});
