// A Sutda hand with a fold and a showdown, three players in three browser contexts; then a second hand, and the
// first hand's scoring asked for from the match so far.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  board,
  closePlayers,
  continueAfterScoring,
  joinTable,
  openTable,
  playUntilScoring,
  seatPlayers,
  seqOf,
} from "./play-helpers";
import { allowTime } from "./time-limits";

test("Sutda: the Oya opens, one player folds, the others follow to the showdown", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  const players = await seatPlayers(browser, testInfo, [
    await users.create(),
    await users.create(),
    await users.create(),
  ]);
  try {
    const url = await openTable(players[0]!.page, { game: /^Sutda/, players: 3 });
    await joinTable(players[1]!.page, url);
    await joinTable(players[2]!.page, url);
    for (const p of players) await expect(board(p.page)).toBeVisible();

    let folded = false;
    const bid = async (page: Page) => {
      const seq = await seqOf(page);
      const controls = page.getByTestId("bet-controls");
      await expect(controls).toBeVisible();
      if ((await controls.getByTestId("fold").count()) === 0) {
        // opening an auction: the smallest total the engine allows
        await controls.getByTestId("bet").click();
      } else if (!folded) {
        folded = true;
        await controls.getByTestId("fold").click();
      } else {
        await controls.getByTestId("follow").click();
      }
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s,
        seq,
      );
    };
    await playUntilScoring(players, bid, 40);
    expect(folded).toBe(true);

    for (const p of players) {
      const result = p.page.getByTestId("round-result");
      await expect(result).toContainText("Hand 1 — result");
      // two players showed their hands; the one who folded showed nothing
      const explanation = result.getByTestId("round-explanation");
      await expect(explanation.getByText(/^Shows /)).toHaveCount(2);
      // one winner takes the pot; equal hands split it (the deal is random, so both can happen)
      const tie = (await result.getByText(/^Tie for the best hand/).count()) > 0;
      await expect(explanation.getByText("Takes the pot")).toHaveCount(tie ? 2 : 1);
    }

    // A second hand, folded to the opener; then the first hand's scoring, which a view leaves out once a later hand
    // has ended, comes from the server when a player opens it in the match so far.
    await continueAfterScoring(players);
    const foldToOpener = async (page: Page) => {
      const seq = await seqOf(page);
      const controls = page.getByTestId("bet-controls");
      await expect(controls).toBeVisible();
      await controls.getByTestId((await controls.getByTestId("fold").count()) === 0 ? "bet" : "fold").click();
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s,
        seq,
      );
    };
    await playUntilScoring(players, foldToOpener, 40);
    const page = players[0]!.page;
    const result = page.getByTestId("round-result");
    await result.getByRole("button", { name: "The match so far" }).click();
    const summary = result.getByTestId("match-summary");
    const asked = page.waitForResponse((r) => r.url().includes("/api/trpc/game.round") && r.ok());
    await summary.getByRole("button", { name: "Scoring of hand 1" }).click();
    await asked;
    await expect(summary.getByTestId("round-explanation").getByText(/^Shows /)).toHaveCount(2);
  } finally {
    await closePlayers(players);
  }
});
