// Helpers for the live-play specs: players in their own browser contexts, opening and joining tables through the
// pages, and playing by clicking what the board offers. Every wait is on the page's state (the board's seq, whose
// turn it is, the scoring dialog), never a fixed sleep.
import type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { createTable, mutate, type TableSettings } from "./api";
import { expect, type TestUser } from "./fixtures";

export interface Player {
  user: TestUser;
  page: Page;
  context: BrowserContext;
}

/** Each user in a fresh browser context (separate cookies), signed in. */
export async function seatPlayers(browser: Browser, testInfo: TestInfo, users: TestUser[]): Promise<Player[]> {
  const baseURL = testInfo.project.use.baseURL;
  return Promise.all(
    users.map(async (user) => {
      const context = await browser.newContext({
        baseURL,
        viewport: testInfo.project.use.viewport ?? { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await user.apiLogin(page);
      return { user, page, context };
    }),
  );
}

export async function closePlayers(players: Player[]) {
  await Promise.all(players.map((p) => p.context.close()));
}

/** Two new users named `names` (with a number that keeps them apart from earlier runs), each signed in in their own context. */
export async function seatTwo(
  browser: Browser,
  testInfo: TestInfo,
  users: { create(opts?: { displayName?: string }): Promise<TestUser> },
  names: [string, string],
): Promise<[Player, Player]> {
  const n = `${testInfo.workerIndex}${Date.now() % 10_000}`;
  const [a, b] = await seatPlayers(browser, testInfo, [
    await users.create({ displayName: `${names[0]} ${n}` }),
    await users.create({ displayName: `${names[1]} ${n}` }),
  ]);
  return [a!, b!];
}

/** Each player's page on the table's board, its live stream connected. */
export async function openBoards(players: Player[], tableId: string) {
  for (const p of players) {
    await p.page.goto(`/table/${tableId}`);
    await expect(board(p.page)).toBeVisible();
    await expect(p.page.getByTestId("live-game")).toHaveAttribute("data-connected", "true");
  }
}

/**
 * Full-page screenshots `<dir>/<name>-1280.png` and `-390.png` (nothing when `dir` is unset), no sideways scroll at
 * 390 px; the page is left at 1280×800.
 */
export async function shotsAtBothSizes(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: no sideways scroll at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

export interface TableChoice {
  game: RegExp;
  players?: number;
  /** Sakura's rounds is a number box, SFJ's a list. */
  rounds?: number;
  perMove?: string;
}

/** Opens a table from the lobby's form; returns its URL. */
export async function openTable(page: Page, choice: TableChoice): Promise<string> {
  await page.goto("/play");
  await page.getByTestId("new-table").click();
  const form = page.getByTestId("create-table-form");
  await form.getByRole("radio", { name: choice.game }).check();
  // the site's house-rule presets load after the game is chosen and set every rule: wait before changing any
  await expect(form.getByTestId("preset-picker")).toBeVisible();
  await expect(form.getByTestId("create-table")).toBeEnabled();
  if (choice.players) await form.getByLabel("Players", { exact: true }).selectOption(String(choice.players));
  if (choice.rounds !== undefined) {
    const rounds = form.getByLabel("Rounds", { exact: true });
    if ((await rounds.evaluate((el) => el.tagName)) === "SELECT") await rounds.selectOption(String(choice.rounds));
    else await rounds.fill(String(choice.rounds));
  }
  if (choice.perMove) await form.getByRole("radio", { name: choice.perMove, exact: true }).click();
  await form.getByTestId("create-table").click();
  await expect(page).toHaveURL(/\/table\/[^/?]+$/);
  await expect(page.getByTestId("waiting-room")).toBeVisible();
  return page.url();
}

export async function joinTable(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId("join-table").click();
}

export function board(page: Page): Locator {
  return page.getByTestId("game-board");
}

export async function seqOf(page: Page): Promise<string> {
  return (await board(page).getAttribute("data-seq")) ?? "";
}

/** What the page shows, read in one round trip (the machine running the suite may be busy: every call counts). */
export interface BoardState {
  seq: string;
  myTurn: boolean;
  scoring: boolean;
  /**
   * What a fishing-game player can click first: a lit target, the Draw button, a playable hand card, or another
   * button (the turn's actions, Koi-Koi's decision); "other" too while a move is being sent and nothing is offered.
   */
  offer: "target" | "draw" | "hand" | "other";
}

/**
 * The board's state in the page; with `wait`, null until there is something to act on there: the page's turn offers
 * an enabled button (after a seq other than `wait.after`, when given), or it is not the page's turn, or the scoring
 * shows. Runs in the page (page.evaluate, page.waitForFunction).
 */
function readBoard(wait: { after: string | null } | null): BoardState | null {
  const b = document.querySelector('[data-testid="game-board"]');
  const has = (sel: string) => document.querySelector(sel) !== null;
  const state = {
    seq: b?.getAttribute("data-seq") ?? "",
    myTurn: b?.getAttribute("data-my-turn") === "true",
    scoring: has('[data-testid="round-result"]'),
    offer: has('[data-target="true"] button')
      ? "target"
      : has('[data-testid="draw"]')
        ? "draw"
        : has('[data-testid="hand"] [data-offer="true"] button')
          ? "hand"
          : "other",
  } as const;
  if (wait === null) return state;
  if (b === null || state.seq === wait.after) return null;
  if (!state.myTurn || state.scoring || state.offer !== "other") return state;
  return has('[data-testid="actions"] button:enabled, [data-testid="koikoi-decision"] button:enabled') ? state : null;
}

async function boardState(page: Page): Promise<BoardState> {
  return (await page.evaluate(readBoard, null))!;
}

/**
 * The board's state once the page's turn offers something to act on (a lit target, the Draw button, a playable hand
 * card, an enabled button of the turn or of Koi-Koi's decision), at a seq other than `after` when given; at once when
 * it is not the page's turn or the scoring shows. A move's update from the table's stream can reach the page before
 * the move's own answer: the page then shows the next position with the move still being sent, nothing offered (the
 * decision's buttons disabled), and a state read at that moment is not what the turn offers a moment later (a choice
 * of lit cards, the decision).
 */
export async function waitForOffer(page: Page, after?: string): Promise<BoardState> {
  const found = await page.waitForFunction(readBoard, { after: after ?? null });
  return (await found.jsonValue())!;
}

// page.waitForFunction polls on every animation frame: a move answers in a few hundred milliseconds, and the
// coarser back-off of expect.poll would add seconds to every one of a round's forty moves.
async function waitForNewSeq(page: Page, seq: string) {
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s,
    seq,
  );
}

const SOMETHING_TO_DO = () =>
  document.querySelector('[data-testid="game-board"][data-my-turn="true"]') !== null ||
  document.querySelector('[data-testid="round-result"]') !== null;

/**
 * One move in a fishing game by clicking: a lit target if a choice is open, else the Draw button, else the first
 * playable hand card (then the first lit target if it opens a choice), else the first button of the turn. `state`, a
 * reading of the page taken just before, is trusted when it shows a card or the Draw button to click; else (it may be
 * from a moment the page was still sending the last move) the board is read again once it offers something.
 */
export async function fishingMove(page: Page, state?: BoardState) {
  const { seq, offer } = state && state.offer !== "other" ? state : await waitForOffer(page);
  if (offer === "target") await page.locator('[data-target="true"] button').first().click();
  else if (offer === "draw") await page.getByTestId("draw").click();
  else if (offer === "hand") {
    await page.locator('[data-testid="hand"] [data-offer="true"] button').first().click();
    // the card was played, or it opened a choice of capture
    const choice = await page.waitForFunction(
      (s) =>
        document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s
          ? "played"
          : document.querySelector('[data-target="true"] button')
            ? "choice"
            : null,
      seq,
    );
    if ((await choice.jsonValue()) === "choice") await page.locator('[data-target="true"] button').first().click();
  } else
    await page
      .locator('[data-testid="actions"] button:enabled, [data-testid="koikoi-decision"] button:enabled')
      .first()
      .click();
  await waitForNewSeq(page, seq);
}

/**
 * A hand card played and the draw made with the keyboard only (arrows, Enter, D), by whoever is to move first.
 * Returns false when no such turn came up (a dealt Teshi can end a round before any move).
 */
export async function keyboardTurn(players: Player[]): Promise<boolean> {
  await Promise.any(players.map((p) => p.page.waitForFunction(SOMETHING_TO_DO, undefined, { timeout: 30_000 })));
  const states = await Promise.all(players.map((p) => waitForOffer(p.page)));
  const k = states.findIndex((s) => s.myTurn && !s.scoring && s.offer === "hand");
  if (k < 0) return false;
  const page = players[k]!.page;
  const seq = states[k]!.seq;
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[data-testid="hand"] [data-offer="true"] button:focus')).toHaveCount(1);
  await page.keyboard.press("Enter");
  const what = await page.waitForFunction(
    (s) =>
      document.querySelector('[data-testid="game-board"]')?.getAttribute("data-seq") !== s
        ? "played"
        : document.querySelector('[data-target="true"] button:focus')
          ? "choice"
          : null,
    seq,
  );
  // a choice of capture puts the focus on the first card it can take: Enter takes it
  if ((await what.jsonValue()) === "choice") await page.keyboard.press("Enter");
  // the play's stream update can show the draw step before the play's answer, the Draw button not yet there
  const afterPlay = await waitForOffer(page, seq);
  if (afterPlay.myTurn && afterPlay.offer === "draw") {
    await page.keyboard.press("d");
    await waitForNewSeq(page, afterPlay.seq);
  }
  return true;
}

/** Plays until the scoring dialog shows on every page. `move` makes one move on a page whose turn it is. */
export async function playUntilScoring(
  players: Player[],
  move: (page: Page, state: BoardState) => Promise<void>,
  maxMoves = 400,
) {
  for (let i = 0; i < maxMoves; i++) {
    const states = await Promise.all(players.map((p) => boardState(p.page)));
    if (states.every((s) => s.scoring)) return;
    if (states.some((s) => s.scoring)) {
      // the last move reached one page: the others receive it too
      for (const p of players) await expect(p.page.getByTestId("round-result")).toBeVisible();
      return;
    }
    const k = states.findIndex((s) => s.myTurn);
    if (k >= 0) await move(players[k]!.page, states[k]!);
    // somebody's turn, or the scoring, on any page
    else await Promise.any(players.map((p) => p.page.waitForFunction(SOMETHING_TO_DO, undefined, { timeout: 30_000 })));
  }
  throw new Error(`no scoring after ${maxMoves} moves`);
}

/** Closes the scoring dialog on every page and waits until each has gone: the dialog leaves the page only after its close event, so a board read at once could still find it. */
export async function continueAfterScoring(players: Player[]) {
  for (const p of players) {
    await p.page.getByTestId("round-result-continue").click();
    await expect(p.page.getByTestId("round-result")).toHaveCount(0);
  }
}

/** A practice game: a table of the page's user (createTable's defaults unless `over`) filled with random bots, the page on its board. */
export async function startPractice(page: Page, over: Partial<TableSettings>) {
  const { tableId } = await createTable(page.request, over);
  const practice = await mutate<{ gameId: string; seats: { user: { id: string; bot: string | null } | null }[] }>(
    page.request,
    "table.fillWithBots",
    { tableId, level: "random" },
  );
  await page.goto(`/table/${tableId}`);
  await expect(board(page)).toBeVisible();
  return { tableId, gameId: practice.gameId, seats: practice.seats };
}
