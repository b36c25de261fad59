// Replays end to end: finished Sakura and Sutda games (played through the API) are stepped through on their replay
// pages — buttons, keyboard, the move list, the round select, every hand open and one seat's view — and each position
// shown is checked against the engine's fold of the game's record; the record is exported and imported back (its
// shuffle verified), a shared move link opens at its position, a tampered record fails the fairness check and an
// illegal one is refused at its round and move.
import type { APIRequestContext, Page } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import type { AnyRuleset } from "../src/engine/core/ruleset";
import { foldRecord, parseRecord, type GameRecord } from "../src/engine/record";
import type { SakuraView } from "../src/engine/sakura";
import type { SutdaView } from "../src/engine/sutda";
import { expect, test } from "./fixtures";
import { mutate, playThrough, playToEnd, query, startedTable } from "./api";
import { allowTime } from "./time-limits";

const SHOTS = process.env.REPLAY_SHOTS_DIR ?? "/tmp/replay-shots";

interface PlayView {
  seq: number;
  status: string;
  legalMoves: Record<string, unknown>[];
  /** The rounds dealt so far that ended (a cancelled deal among them). */
  rounds: unknown[];
}

/** Opens a public two-player table through the API, fills it and plays the first legal move until the game ends. */
async function finishedGame(
  pages: Page[],
  game: "sakura" | "sutda",
): Promise<{ gameId: string; moves: number; rounds: number }> {
  const [a, b] = pages.map((p) => p.request) as [APIRequestContext, APIRequestContext];
  const options = game === "sakura" ? { rounds: 1 } : { end: "rounds_N", rounds: 1 };
  const t = await mutate<{ tableId: string }>(a, "table.create", {
    game,
    playerCount: 2,
    teams: "none",
    options,
    timeControl: null,
    visibility: "PUBLIC",
  });
  await mutate(b, "table.join", { tableId: t.tableId });
  const { gameId } = await query<{ gameId: string }>(a, "table.get", { tableId: t.tableId });
  const requests = [a, b];
  let views = await Promise.all(requests.map((r) => query<PlayView>(r, "game.view", { gameId })));
  let moves = 0;
  while (views[0]!.status === "ACTIVE") {
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    if (k < 0) throw new Error("nobody can move in an active game");
    const after = await mutate<PlayView>(requests[k]!, "game.move", {
      gameId,
      seq: views[k]!.seq,
      move: views[k]!.legalMoves[0],
    });
    moves += 1;
    // the mover still holds the turn (a draw follows a play): no need to ask the other
    views =
      after.legalMoves.length > 0 || after.status !== "ACTIVE"
        ? requests.map((_, i) => (i === k ? after : { ...after, legalMoves: [] }))
        : await Promise.all(requests.map((r) => query<PlayView>(r, "game.view", { gameId })));
  }
  return { gameId, moves, rounds: views[0]!.rounds.length };
}

/** A Sakura game still in play after a few moves (two rounds, so a dealt Teshi cannot end it at once). */
async function gameInPlay(pages: Page[], moves: number): Promise<{ gameId: string; tableId: string }> {
  const [a, b] = pages.map((p) => p.request) as [APIRequestContext, APIRequestContext];
  const t = await mutate<{ tableId: string }>(a, "table.create", {
    game: "sakura",
    playerCount: 2,
    teams: "none",
    options: { rounds: 2 },
    timeControl: null,
    visibility: "PUBLIC",
  });
  await mutate(b, "table.join", { tableId: t.tableId });
  const { gameId } = await query<{ gameId: string }>(a, "table.get", { tableId: t.tableId });
  for (let i = 0; i < moves; i++) {
    const views = await Promise.all([a, b].map((r) => query<PlayView>(r, "game.view", { gameId })));
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    if (k < 0 || views[0]!.status !== "ACTIVE") break;
    await mutate([a, b][k]!, "game.move", { gameId, seq: views[k]!.seq, move: views[k]!.legalMoves[0] });
  }
  return { gameId, tableId: t.tableId };
}

/** The engine's states of a record: one per replay position (each deal, then after each move). */
function positions(record: GameRecord): { ruleset: AnyRuleset; states: unknown[] } {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const states: unknown[] = [];
  const folded = foldRecord(parsed.value, {
    onRoundStart: (_r, s) => states.push(s),
    onMove: (_r, _m, _b, after) => states.push(after),
  });
  if (!folded.ok) throw new Error(folded.error.message);
  return { ruleset: parsed.value.ruleset, states };
}

/**
 * The card codes shown inside `selector`, sorted, read in one round trip; not the first-dealer draw's cards (public:
 * drawn before the deal was shuffled, so they may be anywhere in it).
 */
async function cardsIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} [data-card]`)]
        .filter((e) => !e.closest('[data-testid="first-dealer"]'))
        .map((e) => e.getAttribute("data-card")!)
        .sort(),
    selector,
  );
}

interface FirstDealerFacts {
  draws: { seat: number; card: string }[][];
  dealer: number;
}

/** The first-dealer panel shows the draw in words: each player's card, and who deals first. */
async function expectFirstDealer(page: Page, facts: FirstDealerFacts, names: string[], mySeat: number | null) {
  const panel = page.getByTestId("first-dealer");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("data-dealer", String(facts.dealer));
  await expect(panel.getByTestId("first-dealer-attempt")).toHaveCount(facts.draws.length);
  const last = facts.draws.at(-1)!;
  for (const d of last) {
    const who = d.seat === mySeat ? "You" : names[d.seat]!;
    await expect(
      panel
        .locator(`[data-testid="first-dealer-card"][data-seat="${d.seat}"] [data-testid="first-dealer-words"]`)
        .last(),
    ).toHaveText(
      new RegExp(
        `^${who} drew .+ \\((January|February|March|April|May|June|July|August|September|October|November|December)\\)$`,
      ),
    );
  }
  await expect(panel.getByTestId("first-dealer-outcome")).toContainText(
    facts.dealer === mySeat ? "You deal first" : `${names[facts.dealer]} deals first`,
  );
}

const sorted = (xs: readonly (string | null)[]) => xs.filter((x): x is string => x !== null).sort();

/** Keys go to the replay, not to the last control used (a list keeps arrows and Home/End for itself). */
async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Whether position `step` lies inside the move list's visible box (scrolled into it, wherever the page is). */
async function inMoveListBox(page: Page, step: number): Promise<boolean> {
  return page.getByTestId("move-list").evaluate((box, n) => {
    const item = box.querySelector(`[data-step="${n}"]`);
    if (!item) return false;
    const b = box.getBoundingClientRect();
    const r = item.getBoundingClientRect();
    return r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  }, step);
}

async function atStep(page: Page, step: number, perspective?: string) {
  await expect(page.getByTestId("replay")).toHaveAttribute("data-step", String(step));
  if (perspective) await expect(page.getByTestId("replay")).toHaveAttribute("data-perspective", perspective);
  await expect(page).toHaveURL(new RegExp(`[?&]move=${step}(&|$)`));
}

/** A Sakura position on the page against the engine: the field, and the hands (all open, or the seat's own). */
async function expectSakuraPosition(page: Page, ruleset: AnyRuleset, state: unknown, perspective: "all" | number) {
  const engine = ruleset.playerView(state, null) as SakuraView;
  if (engine.round) expect(await cardsIn(page, '[data-testid="field"]')).toEqual(sorted(engine.round.field));
  if (perspective === "all") {
    for (const seat of [0, 1]) {
      const hand = (ruleset.playerView(state, seat) as SakuraView).round?.hand ?? [];
      expect(await cardsIn(page, `[data-testid="open-hand"][data-seat="${seat}"]`)).toEqual(sorted(hand));
    }
  } else {
    const hand = (ruleset.playerView(state, perspective) as SakuraView).round?.hand ?? [];
    expect(await cardsIn(page, '[data-testid="hand"]')).toEqual(sorted(hand));
    await expect(page.getByTestId("open-hands")).toHaveCount(0);
  }
}

test("replays of a finished Sakura game: stepped, checked against the engine, exported, imported, linked, and a tampered record fails the shuffle check", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000); // 120 s ran out at load 12-18 (a whole round played through the API first)
  mkdirSync(SHOTS, { recursive: true });
  const baseURL = testInfo.project.use.baseURL;
  const [aiko, ben] = [await users.create(), await users.create()];
  const contexts = await Promise.all(
    [aiko, ben].map(() =>
      browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true }),
    ),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await aiko.apiLogin(pages[0]!);
  await ben.apiLogin(pages[1]!);
  const page = pages[0]!;

  // A finished one-round game with moves, dealt once (a deal can end a round at once, or be cancelled and dealt again,
  // about 1 game in 130, which puts a second deal among the positions: then another table).
  let game = await finishedGame(pages, "sakura");
  for (let i = 0; i < 5 && (game.moves < 6 || game.rounds !== 1); i++) game = await finishedGame(pages, "sakura");
  expect(game.rounds).toBe(1);
  const replay = await query<{
    record: GameRecord;
    seed: string;
    seedCommitment: string;
    startFacts: FirstDealerFacts;
  }>(page.request, "replay.get", { gameId: game.gameId });
  // the first-dealer draw travels beside the record (start facts), with the dealer of its first deal
  expect(replay.startFacts.dealer).toBe(replay.record.rounds[0]!.dealer);
  const names = [aiko.displayName, ben.displayName];
  const { ruleset, states } = positions(replay.record);
  const last = states.length - 1;

  // The table page of the finished game links to its replay.
  const { tableId } = await query<{ tableId: string }>(page.request, "replay.get", { gameId: game.gameId });
  await page.goto(`/table/${tableId}`);
  // (a finished game's table opens its last round's scoring dialog over the page: the link is followed as it is)
  const link = page.getByTestId("replay-link");
  await expect(link).toHaveText("Replay this game move by move");
  await page.goto((await link.getAttribute("href"))!);
  await expect(page).toHaveURL(new RegExp(`/replays/${game.gameId}`));
  const root = page.getByTestId("replay");
  await expect(root).toHaveAttribute("data-steps", String(states.length));
  // the server's drawing of the first position: the address names the position once the reader acts (the replay's
  // script loads then)
  await expect(root).toHaveAttribute("data-step", "0");
  await expect(root).toHaveAttribute("data-perspective", "all");
  await expectSakuraPosition(page, ruleset, states[0], "all");
  await expect(page.getByTestId("move-list").getByRole("button")).toHaveCount(states.length);
  // the first position shows how the first dealer was drawn, as the live game did; the viewer, Aiko (seat 0), reads her
  // own draw as "You drew"
  await expectFirstDealer(page, replay.startFacts, names, 0);
  await page.screenshot({ path: `${SHOTS}/replay-first-dealer-desktop.png` });

  // Forward with the buttons and the keyboard, back again; every position as the engine has it.
  await page.getByTestId("step-forward").click();
  await atStep(page, 1);
  await expectSakuraPosition(page, ruleset, states[1], "all");
  const firstMove = page.locator('[data-testid="move-list"] [data-step="1"]');
  await expect(firstMove).toContainText(
    new RegExp(`^\\s*1\\s*(${aiko.displayName}|${ben.displayName}) (plays|draws|declares) `),
  );
  await blur(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await atStep(page, 4);
  await expectSakuraPosition(page, ruleset, states[4], "all");
  await page.keyboard.press("ArrowLeft");
  await atStep(page, 3);
  await expectSakuraPosition(page, ruleset, states[3], "all");

  // One seat's view as it was: its own hand, no open hands.
  await page.getByTestId("perspective").selectOption("1");
  await atStep(page, 3, "1");
  await expectSakuraPosition(page, ruleset, states[3], 1);

  // Jump from the move list, to the end (the round's scoring and the chart), and back to the round's start.
  const mid = Math.floor(last / 2);
  await page.locator(`[data-testid="move-list"] [data-step="${mid}"]`).click();
  await atStep(page, mid, "1");
  await expectSakuraPosition(page, ruleset, states[mid], 1);
  await page.getByTestId("perspective").selectOption("all");
  await blur(page);
  await page.keyboard.press("End");
  await atStep(page, last, "all");
  await expectSakuraPosition(page, ruleset, states[last], "all");
  await expect(page.getByTestId("round-scoring")).toBeVisible();
  await expect(page.getByTestId("score-chart")).toBeVisible();
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");
  await page.screenshot({ path: `${SHOTS}/replay-sakura-desktop.png`, fullPage: true });
  await page.getByTestId("round-back").click();
  await atStep(page, 0);
  // The move list follows the position: from the start straight to the end, the last move is scrolled into the list's
  // box (it was left below the box's edge), and back.
  await blur(page);
  await page.keyboard.press("End");
  await atStep(page, last);
  await expect.poll(() => inMoveListBox(page, last)).toBe(true);
  await page.keyboard.press("Home");
  await atStep(page, 0);
  await expect.poll(() => inMoveListBox(page, 0)).toBe(true);

  // Autoplay moves on by itself.
  await page.getByTestId("speed").selectOption("200");
  await page.getByTestId("autoplay").click();
  await expect.poll(async () => Number(await root.getAttribute("data-step"))).toBeGreaterThanOrEqual(2);
  await page.getByTestId("autoplay").click();

  // A shared link to a position and a seat opens there, for someone who is not signed in.
  await page.locator(`[data-testid="move-list"] [data-step="5"]`).click();
  await page.getByTestId("perspective").selectOption("0");
  await atStep(page, 5, "0");
  await page.getByTestId("share-link").click();
  const shared = await page.getByTestId("shared-url").textContent();
  expect(shared).toContain(`/replays/${game.gameId}?move=5&seat=0`);
  const stranger = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(shared!);
  await atStep(phone, 5, "0");
  await expectSakuraPosition(phone, ruleset, states[5], 0);
  // nothing wider than the phone
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: `${SHOTS}/replay-sakura-phone.png`, fullPage: true });
  await phone.goto(`/replays/${game.gameId}?move=0`);
  await atStep(phone, 0, "all");
  await expectFirstDealer(phone, replay.startFacts, names, null);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByTestId("first-dealer").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SHOTS}/replay-first-dealer-phone.png` });

  // Export: the file holds the record with its seed and commitment.
  const download = page.waitForEvent("download");
  await page.getByTestId("export-record").click();
  const file = JSON.parse(readFileSync((await (await download).path())!, "utf8")) as {
    format: string;
    seed: string;
    seedCommitment: string;
    startFacts: FirstDealerFacts;
    record: GameRecord;
  };
  expect(file).toMatchObject({
    format: "hanafuda-replay/1",
    seed: replay.seed,
    seedCommitment: replay.seedCommitment,
    startFacts: replay.startFacts,
  });
  expect(file.record).toEqual(replay.record);

  // Import it back: the same positions (the first-dealer draw too), the shuffle verified.
  await page.goto("/replays/import");
  await page
    .getByTestId("import-file")
    .setInputFiles({ name: "exported.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByTestId("import-ok")).toBeVisible();
  await expect(page.getByTestId("replay")).toHaveAttribute("data-steps", String(states.length));
  await expect(page.getByTestId("replay")).toHaveAttribute("data-step", "0");
  await expectFirstDealer(page, file.startFacts, names, null);
  await page.getByTestId("to-end").click();
  await expect(page.getByTestId("replay")).toHaveAttribute("data-step", String(last));
  await expectSakuraPosition(page, ruleset, states[last], "all");
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");

  // A tampered deal (two cards of a hand swapped, still a legal game) fails the check, naming the place.
  const tampered = structuredClone(file);
  const hand = (tampered.record.rounds[0]!.deal as { hands: string[][] }).hands[0]!;
  [hand[0], hand[1]] = [hand[1]!, hand[0]!];
  await page.getByTestId("import-file").setInputFiles({
    name: "tampered.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(tampered)),
  });
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "failed");
  await expect(page.getByTestId("fairness-item").first()).toHaveAttribute("data-status", "ok");
  await expect(page.getByTestId("fairness-item").nth(1)).toHaveAttribute("data-status", "failed");
  await expect(page.getByTestId("fairness-item").nth(1)).toContainText("deal.hands[0][0]");
  await page.getByTestId("fairness").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/replay-import-tampered-desktop.png`, fullPage: true });

  // An illegal record is refused at its round and move.
  const illegal = structuredClone(file);
  illegal.record.rounds[0]!.moves[2] = { seat: 0, play: "M99-9" };
  await page.getByTestId("import-file").setInputFiles({
    name: "illegal.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(illegal)),
  });
  await expect(page.getByTestId("import-error")).toContainText("Round 1, move 3");
  await expect(page.getByTestId("replay")).toHaveCount(0);

  // The list of my games, filtered, and the profile's link to it.
  await page.goto("/profile");
  await page.getByTestId("profile-replays").click();
  await expect(page.getByTestId("replay-item").first()).toBeVisible();
  await page.getByTestId("filter-game").selectOption("sakura");
  await page.getByTestId("filter-player").fill(ben.displayName);
  await expect(page).toHaveURL(/game=sakura/);
  await expect(page.locator(`[data-testid="replay-item"][data-game-id="${game.gameId}"]`)).toBeVisible();
  await page.getByTestId("filter-game").selectOption("sutda");
  await expect(page.getByTestId("replays-empty")).toBeVisible();
  await page.getByTestId("filter-game").selectOption("sakura");
  // Reached by keyboard, the hidden "whose games" radio shows its focus ring on its label.
  await page.getByTestId("filter-game").focus();
  await page.keyboard.press("Shift+Tab");
  const scope = page.locator('label:has(input[name="scope"]:focus-visible)');
  await expect(scope).toHaveText("My games");
  expect(await scope.evaluate((l) => getComputedStyle(l).outlineStyle)).toBe("solid");
  // An end date before the start is ignored, and the list says so.
  await page.getByTestId("filter-from").fill("2026-11-22");
  await page.getByTestId("filter-to").fill("2026-11-01");
  await expect(page.getByTestId("dates-reversed")).toBeVisible();
  await page.getByTestId("filter-from").fill("");
  await page.getByTestId("filter-to").fill("");
  await expect(page.locator(`[data-testid="replay-item"][data-game-id="${game.gameId}"]`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/replay-list-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/replay-list-phone.png`, fullPage: true });

  // A game in play: only my seat's view so far — my hand as the live game shows it, never the other's cards.
  const live = await gameInPlay(pages, 4);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/table/${live.tableId}`);
  // the live board shows the first-dealer draw during the first deal, to the players and to a spectator
  const liveView = await query<{ mySeat: number; view: SakuraView; rounds: unknown[] }>(page.request, "game.view", {
    gameId: live.gameId,
  });
  const liveFacts = { draws: liveView.view.firstDealerDraws!, dealer: liveView.view.round!.dealer };
  if (liveView.rounds.length === 0) {
    await expectFirstDealer(page, liveFacts, names, liveView.mySeat);
    await page.screenshot({ path: `${SHOTS}/live-first-dealer-desktop.png` });
    const carol = await users.create();
    const watching = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const watcher = await watching.newPage();
    await carol.apiLogin(watcher);
    await watcher.goto(`/table/${live.tableId}`);
    await expectFirstDealer(watcher, liveFacts, names, null);
    expect(await watcher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await watcher.screenshot({ path: `${SHOTS}/live-first-dealer-phone.png` });
    await watching.close();
  }
  await page.getByTestId("replay-link").click();
  await expect(page.getByTestId("seat-replay-note")).toBeVisible();
  await expect(page.getByTestId("perspective-fixed")).toContainText(aiko.displayName);
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "skipped");
  await expect(page.getByTestId("export-record")).toHaveCount(0);
  const steps = Number(await page.getByTestId("replay").getAttribute("data-steps"));
  const mine = await query<{ mySeat: number; view: SakuraView }>(page.request, "game.view", { gameId: live.gameId });
  await atStep(page, steps - 1, String(mine.mySeat));
  const theirs = await query<{ view: SakuraView }>(pages[1]!.request, "game.view", { gameId: live.gameId });
  expect(await cardsIn(page, '[data-testid="hand"]')).toEqual(sorted(mine.view.round!.hand!));
  const onPage = await cardsIn(page, "body");
  for (const card of theirs.view.round!.hand!) expect(onPage).not.toContain(card);
  await page.screenshot({ path: `${SHOTS}/replay-in-play-desktop.png`, fullPage: true });

  await Promise.all([...contexts, stranger].map((c) => c.close()));
});

test("replay of a finished Sutda game: every hand open and one seat's view, position by position as the engine has it", async ({
  browser,
  users,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const [aiko, ben] = [await users.create(), await users.create()];
  const contexts = await Promise.all(
    [aiko, ben].map(() => browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await aiko.apiLogin(pages[0]!);
  await ben.apiLogin(pages[1]!);
  const page = pages[1]!;
  const game = await finishedGame(pages, "sutda");
  const replay = await query<{ record: GameRecord }>(page.request, "replay.get", { gameId: game.gameId });
  const { ruleset, states } = positions(replay.record);
  const last = states.length - 1;

  await page.goto(`/replays/${game.gameId}`);
  await expect(page.getByTestId("replay")).toHaveAttribute("data-steps", String(states.length));
  for (let step = 0; step <= last; step++) {
    if (step > 0) await page.keyboard.press("ArrowRight");
    await atStep(page, step, "all");
    const open = ruleset.playerView(states[step], null) as SutdaView;
    await expect(page.getByTestId("pot")).toContainText(String(open.pot));
    // every dealt card is face up on the table
    const dealt = (replay.record.rounds[0]!.deal as { hands: string[][] }).hands.flat();
    const shown = await cardsIn(page, '[data-testid="game-board"] section[aria-label="The table"]');
    expect(shown).toEqual(sorted(dealt));
  }
  await expect(page.getByTestId("fairness")).toHaveAttribute("data-status", "ok");
  // The seats sit side by side in the replay's narrow board column at 1280 px (four viewport columns overlapped them).
  const seats = await page
    .locator('section[aria-label="The table"] [data-testid="seat"]')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  expect(seats).toHaveLength(2);
  seats.sort((x, y) => x.left - y.left);
  expect(seats[0]!.right, "the first seat ends before the second begins").toBeLessThanOrEqual(seats[1]!.left);
  await page.screenshot({ path: `${SHOTS}/replay-sutda-desktop.png`, fullPage: true });

  // Ben's own view: his cards only.
  await page.getByTestId("perspective").selectOption("1");
  await blur(page);
  await page.keyboard.press("Home");
  await atStep(page, 0, "1");
  for (const step of [0, last]) {
    if (step === last) await page.keyboard.press("End");
    await atStep(page, step, "1");
    const mine = ruleset.playerView(states[step], 1) as SutdaView;
    expect(await cardsIn(page, '[data-testid="hand"]')).toEqual(sorted(mine.seats[1]!.cards));
    await expect(page.getByTestId("pot")).toContainText(String(mine.pot));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/replay-sutda-phone.png`, fullPage: true });
  await Promise.all(contexts.map((c) => c.close()));
});

/**
 * The replay on a phone (like lichess's mobile analysis board): at 360×740 and 390×844, with every hand open and in a
 * seat's view, the table and the hands shown, the step buttons (44 px) and the move in words are all on the first
 * screen, and Next steps without a scroll. Before, the title, the dates and the whole control panel took some 690 px,
 * and the board began about 1 050 px down.
 */
test("a replay on a phone: the board, the step buttons and the move's words on the first screen (Sakura, SFJ for three, Sutda)", async ({
  browser,
  users,
}, testInfo) => {
  // three games played through the API first: about 4 minutes on a machine at half speed
  allowTime(480_000);
  mkdirSync(SHOTS, { recursive: true });
  const baseURL = testInfo.project.use.baseURL;
  const people = [await users.create(), await users.create(), await users.create()];
  const contexts = await Promise.all(
    people.map(() => browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [i, u] of people.entries()) await u.apiLogin(pages[i]!);
  const requests = pages.map((p) => p.request);
  try {
    const games = [
      { name: "sakura", gameId: (await playThrough(requests[0]!, requests[1]!, "sakura", { rounds: 1 })).gameId },
      {
        name: "sutda",
        gameId: (await playThrough(requests[0]!, requests[1]!, "sutda", { end: "rounds_N", rounds: 1 })).gameId,
      },
      {
        name: "sfj",
        gameId: (
          await startedTable(requests[0]!, requests.slice(1), {
            game: "sfj",
            playerCount: 3,
            timeControl: null,
            timeoutsBeforeForfeit: undefined,
            options: { rounds: 6 },
          })
        ).gameId,
      },
    ];
    await playToEnd(requests, games[2]!.gameId, undefined, 3000);
    const page = pages[0]!;
    for (const { name, gameId } of games) {
      const steps = (await query<{ record: GameRecord }>(page.request, "replay.get", { gameId })).record.rounds.reduce(
        (n, r) => n + 1 + r.moves.length,
        0,
      );
      // a position in play (not the deal, not the end): the seat to move's banner would stand there
      const move = Math.min(5, Math.max(1, steps - 2));
      for (const [width, height] of [
        [360, 740],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const seat of name === "sutda" ? ["all"] : ["all", "0"]) {
          await page.goto(`/replays/${gameId}?move=${move}&seat=${seat}`);
          await expect(page.getByTestId("game-board")).toBeVisible({ timeout: 20_000 });
          const where = `${name} at ${width}×${height}, view ${seat}`;
          await page.screenshot({ path: `${SHOTS}/replay-phone-${name}-${width}-${seat}.png` });
          // the board: the table (field and pile, Sutda's seats), and the hands shown (every hand open, or the seat's)
          const parts = [
            page.locator('[data-testid="game-board"] section[aria-label="The table"]'),
            page.getByTestId(seat === "all" && name !== "sutda" ? "open-hands" : "hand"),
          ];
          if (name === "sutda" && seat === "all") parts.pop();
          const boxes = await Promise.all(
            [
              ...parts,
              page.getByTestId("step-forward"),
              page.getByTestId("step-back"),
              page.getByTestId("position"),
            ].map(async (l) => (await l.boundingBox())!),
          );
          for (const [i, b] of boxes.entries()) {
            expect(b.y, `${where}: part ${i} under the page's top`).toBeGreaterThanOrEqual(0);
            expect(
              b.y + b.height,
              `${where}: part ${i} (of board parts, Next, Back, the move) on the first screen`,
            ).toBeLessThanOrEqual(height);
            expect(b.x + b.width, `${where}: part ${i} within the width`).toBeLessThanOrEqual(width);
          }
          for (const id of ["step-forward", "step-back", "to-end"])
            expect(
              (await page.getByTestId(id).boundingBox())!.height,
              `${where}: ${id} a 44 px target`,
            ).toBeGreaterThanOrEqual(44);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
          // The match summary is in the server's drawing, before any act, and keeps its height as the replay wakes.
          const summary = page.getByTestId("replay-summary");
          await expect(summary, `${where}: the summary served`).toContainText("Match summary");
          const summaryHeight = (await summary.boundingBox())!.height;
          // Next steps there, the page unscrolled, and the new move's words are on the screen too
          const before = await page.getByTestId("position").textContent();
          // The served controls are enabled by the replay's script: a replay that never hydrates fails here in
          // seconds rather than at the test's limit.
          await expect(page.getByTestId("step-forward"), `${where}: the replay's script ran`).toBeEnabled({
            timeout: 30_000,
          });
          await page.getByTestId("step-forward").click();
          await expect(page.getByTestId("replay")).toHaveAttribute("data-step", String(move + 1));
          await expect(page.getByTestId("position")).not.toHaveText(before!);
          await expect(page.getByTestId("position")).toBeInViewport();
          expect(await page.evaluate(() => window.scrollY), `${where}: no scroll to step`).toBe(0);
          await expect(summary).toContainText("Match summary");
          // (the last position's board says who won, and the summary does not again: there it may be shorter)
          if (move + 1 < steps - 1)
            expect((await summary.boundingBox())!.height, `${where}: the summary kept its height`).toBe(summaryHeight);
        }
      }
    }
    // A wide screen (lichess's analysis board): the table, the hands, Next and the move's words on the first screen at
    // 1280×800 and 1440×900 (before, the title, the dates and the whole control panel put the field ~730 px down at
    // 1280, its bottom past 800), the moves beside them from the top, the other controls in the side column and the
    // game's facts under the board.
    for (const [width, height] of [
      [1280, 800],
      [1440, 900],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const { name, gameId } of games) {
        const steps = (
          await query<{ record: GameRecord }>(page.request, "replay.get", { gameId })
        ).record.rounds.reduce((n, r) => n + 1 + r.moves.length, 0);
        const move = Math.min(5, Math.max(1, steps - 2));
        await page.goto(`/replays/${gameId}?move=${move}&seat=all`);
        await expect(page.getByTestId("game-board")).toBeVisible({ timeout: 20_000 });
        const where = `${name} at ${width}×${height}`;
        await page.screenshot({ path: `${SHOTS}/replay-wide-${name}-${width}.png` });
        await expect(page.getByTestId("replay-controls").getByTestId("autoplay")).toBeVisible();
        await expect(page.getByTestId("replay-more-controls")).toHaveCount(0);
        for (const id of ["speed", "round-select", "share-link"])
          await expect
            .soft(page.getByTestId("replay-side-controls").getByTestId(id), `${where}: ${id} in the side column`)
            .toBeVisible({ timeout: 1000 });
        const table = page.locator(
          name === "sutda" ? '[data-testid="game-board"] section[aria-label="The table"]' : '[data-testid="field"]',
        );
        const parts = {
          table,
          "open hands": name === "sutda" ? null : page.getByTestId("open-hands"),
          Next: page.getByTestId("step-forward"),
          Back: page.getByTestId("step-back"),
          "the move's words": page.getByTestId("position"),
        };
        const box: Record<string, { y: number; bottom: number }> = {};
        for (const [part, locator] of Object.entries(parts)) {
          if (!locator) continue;
          const b = (await locator.boundingBox())!;
          box[part] = { y: Math.round(b.y), bottom: Math.round(b.y + b.height) };
          expect.soft(b.y, `${where}: ${part} under the page's top`).toBeGreaterThanOrEqual(0);
          // 1024×768 kept sensible: the steps and the words on the first screen, the board may run under it
          if (width >= 1280 || part === "Next" || part === "the move's words")
            expect.soft(b.y + b.height, `${where}: ${part} on the first screen`).toBeLessThanOrEqual(height);
        }
        console.log(`replay wide ${where}: ${JSON.stringify(box)}`);
        // the moves beside the board from its top, the facts under the board
        const list = (await page.getByTestId("move-list").boundingBox())!;
        expect.soft(list.y + 100, `${where}: the moves begin on the first screen`).toBeLessThan(height);
        expect
          .soft((await page.getByTestId("replay-details").boundingBox())!.y, `${where}: the facts under the board`)
          .toBeGreaterThan(box.table!.bottom);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
      }
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test("a replay in a narrowed desktop window: every step button a 44 px target, none over another", async ({
  browser,
  users,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const baseURL = testInfo.project.use.baseURL;
  const people = [await users.create(), await users.create()];
  const contexts = await Promise.all(
    people.map(() => browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [i, u] of people.entries()) await u.apiLogin(pages[i]!);
  try {
    const { gameId } = await playThrough(pages[0]!.request, pages[1]!.request, "sakura", { rounds: 1 });
    const page = pages[0]!;
    /** The step buttons shown (the ones with a replay key), each at least 44 px wide, and no two overlapping. */
    const checkSteps = async (where: string) => {
      const boxes = await page
        .locator('[data-testid="replay"] button[aria-keyshortcuts]')
        .evaluateAll((buttons) =>
          buttons
            .map((b) => ({ name: b.getAttribute("aria-label"), box: b.getBoundingClientRect().toJSON() as DOMRect }))
            .filter(({ box }) => box.width > 0),
        );
      expect(boxes.length, `${where}: step buttons shown`).toBeGreaterThanOrEqual(4);
      for (const { name, box } of boxes)
        expect(box.width, `${where}: ${name} a 44 px target`).toBeGreaterThanOrEqual(44);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.box.right <= b.box.left + 0.5 ||
            b.box.right <= a.box.left + 0.5 ||
            a.box.bottom <= b.box.top + 0.5 ||
            b.box.bottom <= a.box.top + 0.5;
          expect(apart, `${where}: ${a.name} and ${b.name} apart`).toBe(true);
        }
    };
    // The server's drawing for a wide screen, kept unhydrated until the reader acts, in a window narrowed since.
    await page.goto(`/replays/${gameId}?move=2`);
    await expect(page.getByTestId("step-forward")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("replay-more-controls")).toHaveCount(0);
    for (const width of [720, 800, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/replay-narrowed-served-${width}.png` });
      await checkSteps(`the wide drawing at ${width} px`);
    }
    // The layout the window's width gets (the phone's below 1024 px), hydrated.
    for (const width of [390, 800, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/replays/${gameId}?move=2`);
      await page.getByTestId("step-forward").click();
      await expect(page.getByTestId("replay")).toHaveAttribute("data-step", "3");
      await page.screenshot({ path: `${SHOTS}/replay-hydrated-${width}.png` });
      await checkSteps(`the page at ${width} px`);
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
