// Koi-Koi in the browser: two people play by clicking until one of them calls koi-koi and a later decision stops the
// round (the call and the stop by the decision panel's buttons, the stop from the keyboard); then a practice table
// against each bot level starts and the bot answers a move. The board with the decision panel goes to
// `$E2E_SHOTS/koikoi-*.png` (1280×800 and 390×844) when E2E_SHOTS is set.
import type { Page } from "@playwright/test";
import { mutate, createTable } from "./api";
import { expect, test } from "./fixtures";
import {
  board,
  closePlayers,
  continueAfterScoring,
  fishingMove,
  joinTable,
  openTable,
  playUntilScoring,
  seatPlayers,
  waitForOffer,
  type BoardState,
} from "./play-helpers";
import { allowTime } from "./time-limits";

const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.getByTestId("koikoi-decision").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/koikoi-${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("Koi-Koi, two players: a koi-koi call, then a stop that scores the round", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(360_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  const [aiko, botan] = players;
  try {
    // A deal is random, and a round may end with the hands empty before a call and a stop: up to six rounds are played
    const url = await openTable(aiko!.page, { game: /^Koi-Koi/ });
    await joinTable(botan!.page, url);
    for (const p of players) await expect(board(p.page)).toBeVisible();
    for (const p of players) await expect(p.page.getByTestId("hand").locator("svg[aria-label]")).toHaveCount(8);

    let called = false;
    let stopped = false;
    const move = async (page: Page, state: BoardState) => {
      // A move's stream update can show the next position before the move's answer: nothing offered yet, the
      // decision's buttons disabled. The panel also loads with the board: on a busy machine the turn can show a
      // moment before it does. Either way the turn is read again once it offers something.
      const turn = state.offer === "other" ? await waitForOffer(page) : state;
      const panel = page.getByTestId("koikoi-decision");
      if ((await panel.count()) === 0) return fishingMove(page, turn);
      const other = players.find((p) => p.page !== page)!.page;
      // the other player reads who decides once, in the banner, and the decider's yaku with what a stop scores
      await expect(other.getByTestId("turn-title")).toContainText("is deciding: stop or koi-koi");
      await expect(other.getByTestId("koikoi-watching-stop")).toHaveText(/^If .+ stops now: \d+ points?$/);
      await expect(panel.getByTestId("koikoi-stop-score")).toHaveText(/^Stop now: you score \d+ points?$/);
      await expect(panel.getByTestId("koikoi-risks").locator("li")).toHaveCount(4);
      if (!called) {
        called = true;
        await shoot(page, "decision");
        await panel.getByTestId("koikoi-call").click();
      } else {
        stopped = true;
        // keyboard: the stop button takes the focus and Enter presses it (a disabled button takes no focus)
        const stop = panel.getByTestId("koikoi-stop");
        await expect(stop).toBeEnabled();
        await stop.focus();
        await expect(stop).toBeFocused();
        await page.keyboard.press("Enter");
      }
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s,
        turn.seq,
      );
    };

    for (let round = 1; round <= 6 && !stopped; round++) {
      await playUntilScoring(players, move);
      if (stopped) break;
      await continueAfterScoring(players);
    }
    expect(called && stopped).toBe(true);
    for (const p of players) {
      const result = p.page.getByTestId("round-result");
      await expect(result).toContainText("stopped (shōbu)");
      await expect(result.getByTestId("side-total")).toHaveCount(2);
    }
  } finally {
    await closePlayers(players);
  }
});

test("Koi-Koi practice: a table against each bot level starts and the bot answers a move", async ({ page, users }) => {
  allowTime(120_000);
  await (await users.create()).apiLogin(page);
  for (const level of ["random", "heuristic", "strong"]) {
    const { tableId } = await createTable(page.request, { game: "koikoi", options: {} });
    await mutate(page.request, "table.fillWithBots", { tableId, level });
    await page.goto(`/table/${tableId}`);
    await expect(board(page)).toHaveAttribute("data-game", "koikoi");
    // the person's turn comes (the bot dealt and played first), or the person plays and the bot answers
    await expect(board(page)).toHaveAttribute("data-my-turn", "true");
    const seq = Number(await board(page).getAttribute("data-seq"));
    await fishingMove(page);
    if ((await board(page).getAttribute("data-my-turn")) === "true") await fishingMove(page);
    await expect
      .poll(async () => Number(await board(page).getAttribute("data-seq")), { timeout: 30_000 })
      .toBeGreaterThan(seq + 2);
  }
});

test("Koi-Koi by keyboard against the bot: after each move the focus is on what the turn offers, Enter plays on", async ({
  page,
  users,
}) => {
  allowTime(240_000);
  await (await users.create()).apiLogin(page);
  const { tableId } = await createTable(page.request, { game: "koikoi", options: { rounds: 3 } });
  await mutate(page.request, "table.fillWithBots", { tableId, level: "random" });
  await page.goto(`/table/${tableId}`);
  await expect(board(page)).toHaveAttribute("data-my-turn", "true");
  // The draw, the choice of a drawn card and the koi-koi decision had left the focus on the page: Enter did nothing,
  // and the decision's buttons were 22 Tabs away. Each of the player's turns is played here by Enter alone.
  const focused = page.locator(
    '[data-testid="game-board"] [data-offer="true"] button:focus, [data-testid="game-board"] button[data-offer="true"]:focus',
  );
  const kinds = new Set<string>();
  for (let turn = 0; turn < 80 && !kinds.has("result"); turn++) {
    const state = await waitForOffer(page);
    if (state.scoring) {
      await expect(page.getByTestId("round-result-continue")).toBeFocused();
      kinds.add("result");
      break;
    }
    if (!state.myTurn) {
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="game-board"][data-my-turn="true"]') !== null ||
          document.querySelector('[data-testid="round-result"]') !== null,
      );
      continue;
    }
    await expect(focused).toHaveCount(1);
    const kind =
      (await page.getByTestId("koikoi-decision").count()) > 0
        ? "decision"
        : state.offer === "target"
          ? "choice"
          : state.offer === "draw"
            ? "draw"
            : "hand";
    if (kind === "decision") await expect(page.getByTestId("koikoi-stop")).toBeFocused();
    // a choice of capture: the focus on a card to take (on the picked hand card, Enter cancelled the choice)
    if (kind === "choice") await expect(page.locator('[data-target="true"] button:focus')).toHaveCount(1);
    kinds.add(kind);
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (s) =>
        document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s ||
        document.querySelector('[data-target="true"] button') !== null,
      state.seq,
    );
  }
  expect([...kinds]).toEqual(expect.arrayContaining(["hand", "draw", "result"]));
});
