// A 2-player Sakura table created and joined through the pages and a whole round played by
// clicking cards until the scoring screen; an SFJ round with three players in three browser contexts.
import { expect, test } from "./fixtures";
import {
  board,
  closePlayers,
  fishingMove,
  joinTable,
  keyboardTurn,
  openTable,
  playUntilScoring,
  seatPlayers,
} from "./play-helpers";

test.describe("fishing games in the browser", () => {
  test.describe.configure({ timeout: 300_000 });

  test("Sakura, two players: create, join, play a whole round by clicking, see the scoring", async ({
    browser,
    users,
  }, testInfo) => {
    const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
    const [aiko, botan] = players;
    try {
      // A deal can decide the one round before anyone moves (a dealt Teshi or Kuttsuki, about 1 game in 80): the
      // pages show that result at once; then the players sit down at another table, as the test is about playing.
      let tables = 0;
      for (let deal = 1; ; deal++) {
        tables = deal;
        const url = await openTable(aiko!.page, { game: /^Sakura/, players: 2, rounds: 1 });
        await expect(aiko!.page.getByTestId("seats")).toContainText(aiko!.user.displayName);
        await joinTable(botan!.page, url);
        // the table fills, the game starts and both pages turn into the board
        for (const p of players) await expect(board(p.page)).toBeVisible();
        // one of them is to move, or the deal decided the round
        await expect
          .poll(async () => {
            let n = 0;
            for (const p of players)
              if (
                (await board(p.page).getAttribute("data-my-turn")) === "true" ||
                (await p.page.getByTestId("round-result").count()) > 0
              )
                n++;
            return n >= 1;
          })
          .toBe(true);
        // (before any move no round can have ended on a page but by the deal; a cancelled deal shows no result)
        const decided = (
          await Promise.all(
            players.map(async (p) => ((await p.page.getByTestId("round-result").count()) > 0 ? p : null)),
          )
        ).find((p) => p !== null);
        if (!decided || deal === 5) break;
        await expect(board(decided.page)).toHaveAttribute("data-seq", "0");
        await expect(decided.page.getByTestId("round-explanation")).toContainText(/Teshi|Kuttsuki/);
      }

      // the first turn by keyboard alone, then by clicking to the end of the round
      await keyboardTurn(players);
      await playUntilScoring(players, fishingMove);

      for (const p of players) {
        const result = p.page.getByTestId("round-result");
        await expect(result).toContainText("Round 1 — result");
        await expect(result.getByTestId("round-explanation")).toContainText("Card values");
        await expect(result.getByTestId("side-total")).toHaveCount(2);
        // one round was the whole match: the summary and its chart come with it
        await expect(result.getByTestId("match-summary")).toBeVisible();
        await expect(result.getByTestId("score-chart")).toBeVisible();
        // the game is over: the dialog says what next, and the page's link turns to the replay without a reload
        await expect(result.getByRole("link", { name: "Replay the game" })).toHaveAttribute(
          "href",
          /^\/replays\/[^/]+$/,
        );
        await expect(result.getByRole("link", { name: "Play another game" })).toHaveAttribute("href", "/play");
        await expect(p.page.getByTestId("replay-link")).toHaveText("Replay this game move by move");
      }
      // on a 390 px phone the scoring fits its dialog: long piles wrap, each side's total stays in view, no sideways scroll
      await aiko!.page.setViewportSize({ width: 390, height: 844 });
      const dialog = aiko!.page.getByTestId("round-result");
      expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
      const edge = await dialog.evaluate((d) => d.getBoundingClientRect().right);
      for (const total of await dialog.getByTestId("side-total").all()) {
        const box = (await total.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(edge);
      }
      await aiko!.page.screenshot({ path: testInfo.outputPath("sakura-scoring-phone.png") });
      // a reload shows the finished game again (the server's state, not the page's memory)
      await botan!.page.reload();
      await expect(board(botan!.page).getByTestId("turn-banner")).toContainText("The match is over");
      // the finished match is in each player's record (with a game the deal decided, if there was one)
      await aiko!.page.goto("/profile");
      await expect(aiko!.page.getByTestId("record-played")).toHaveText(String(tables));
    } finally {
      await closePlayers(players);
    }
  });

  test("Season's Flowers, three players in three contexts: one round to its scoring", async ({
    browser,
    users,
  }, testInfo) => {
    const players = await seatPlayers(browser, testInfo, [
      await users.create(),
      await users.create(),
      await users.create(),
    ]);
    try {
      const url = await openTable(players[0]!.page, { game: /^Season's Flowers/, players: 3, rounds: 6 });
      await joinTable(players[1]!.page, url);
      await joinTable(players[2]!.page, url);
      for (const p of players) await expect(board(p.page)).toBeVisible();
      for (const p of players) await expect(p.page.getByTestId("hand").locator("svg[aria-label]")).toHaveCount(7);
      // the first-dealer draw, the same on every page, in words: each one's card, and who deals first (highest card)
      const dealers = new Set<string>();
      for (const p of players) {
        const panel = p.page.getByTestId("first-dealer");
        await expect(panel).toContainText("Who deals first");
        await expect(panel.getByTestId("first-dealer-words").first()).toHaveText(/ drew .+ \(\d+ points?\)$/);
        await expect(panel).toContainText("You drew");
        for (const other of players)
          if (other !== p) await expect(panel).toContainText(`${other.user.displayName} drew`);
        await expect(panel.getByTestId("first-dealer-outcome")).toContainText(/deals? first \(highest card\)/);
        dealers.add((await panel.getAttribute("data-dealer"))!);
      }
      expect(dealers.size).toBe(1);
      await players[0]!.page.screenshot({ path: testInfo.outputPath("sfj-first-dealer-desktop.png") });

      await playUntilScoring(players, fishingMove);

      for (const p of players) {
        const result = p.page.getByTestId("round-result");
        await expect(result).toContainText("Round 1 — result");
        await expect(result.getByTestId("round-explanation")).toContainText("Breakeven (240 / 3 players)");
        await expect(result.getByTestId("side-total")).toHaveCount(3);
      }
      // closing the scoring shows round 2, dealt already
      await players[0]!.page.getByTestId("round-result-continue").click();
      await expect(players[0]!.page.getByTestId("round-label")).toHaveText("Round 2 of 6");
      // the draw belongs to the first deal only
      await expect(players[0]!.page.getByTestId("first-dealer")).toHaveCount(0);
    } finally {
      await closePlayers(players);
    }
  });
});
