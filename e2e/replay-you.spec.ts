// A player looking at their finished game from the other seat's view: "you" stays on their own seat, and the hand shown
// is named for its owner, not "Your hand".
import { mutate, query, startedTable } from "./api";
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
