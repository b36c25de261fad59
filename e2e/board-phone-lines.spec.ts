// What a reviewer found cut or in desktop words on the boards (Chromium, 390×844 and 1280×800):
//   - the fishing games' status line had no room for the game's title beside the round and the clock ("Season's…",
//     "こい…", or nothing beside an opponent's clock);
//   - Koi-Koi's first-dealer line ("Matsu (Steady) deals fi…") and the move log's line ("You play Iris …") were cut;
//   - a touch screen read "Click the pile or the Draw button (or press D)";
//   - the lobby's "Fast (under an hour)" speed button broke before "hour)";
//   - Sutda's three other seats beside the pot, ~187 px each at 1280 px, cut "Matsu (Steady)" to "Matsu (Ste…".
// And at 360×740, where both lines were still cut to one: "Seit deinem letzten Zug: M…", "あなたの前の番から： Mats…",
// "Matsu (Solide) ist d…".
// Six Sakura seats at 360×740, German, at the player's draw: a newest line naming long names (one twice) wrapped to five
// lines (106 px) and ended the hand's cards at 779 px.
import type { Browser, Locator, Page } from "@playwright/test";
import { mutate, query, startedTable } from "./api";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

type View = { seq: number; legalMoves: { play?: string; draw?: boolean }[] };

/** A practice table against Steady bots with three days a move (so the clock shows); its table and game. */
async function practice(page: Page, game: string, playerCount: number) {
  const { tableId } = await mutate<{ tableId: string }>(page.request, "table.create", {
    game,
    playerCount,
    teams: "none",
    options: {},
    timeControl: { kind: "per_move", seconds: 3 * 86_400 },
    timeoutsBeforeForfeit: 3,
    visibility: "PRIVATE",
  });
  const { gameId } = await mutate<{ gameId: string }>(page.request, "table.fillWithBots", {
    tableId,
    level: "heuristic",
  });
  return { tableId, gameId };
}

async function myTurn(page: Page, gameId: string): Promise<View> {
  let v!: View;
  await expect
    .poll(
      async () => {
        v = await query<View>(page.request, "game.view", { gameId });
        return v.legalMoves.length;
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0);
  return v;
}

/**
 * The player's first play made through the API (a hand card), leaving them at the draw step: the page opened there.
 * A deal decides what that turn is: it can open on another choice (SFJ's keep or replace a four: no card to play), and
 * the turned card can take either of two field cards (the draw a choice of two moves, in its own words). Such a table
 * is left for another, up to eight: any turn without a card to play, and with `oneDraw` a draw of two moves.
 */
async function atTheDraw(page: Page, game: string, { oneDraw = false } = {}) {
  for (let table = 1; ; table++) {
    expect(table, `a play and then a draw${oneDraw ? " of one move" : ""} at one of eight tables`).toBeLessThanOrEqual(
      8,
    );
    const { tableId, gameId } = await practice(page, game, 2);
    let v = await myTurn(page, gameId);
    const play = v.legalMoves.find((m) => m.play !== undefined);
    if (!play) continue;
    await mutate(page.request, "game.move", { gameId, seq: v.seq, move: play });
    v = await myTurn(page, gameId);
    expect(
      v.legalMoves.every((m) => m.draw),
      "the draw step",
    ).toBe(true);
    if (oneDraw && v.legalMoves.length > 1) continue;
    await page.goto(`/table/${tableId}`);
    await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 20_000 });
    return;
  }
}

/** The element shows all of its text: nothing cut sideways or below, and inside the screen's width. */
async function shownWhole(el: Locator, what: string) {
  await expect(el, what).toBeVisible();
  const m = await el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { sw: e.scrollWidth, cw: e.clientWidth, sh: e.scrollHeight, ch: e.clientHeight, right: r.right };
  });
  expect(m.sw, `${what}: not cut sideways`).toBeLessThanOrEqual(m.cw);
  expect(m.sh, `${what}: not cut below`).toBeLessThanOrEqual(m.ch);
  expect(m.right, `${what}: on the screen`).toBeLessThanOrEqual(await el.page().evaluate(() => window.innerWidth));
}

test.describe("a phone", () => {
  test.use({ viewport: PHONE });

  for (const game of ["koikoi", "sfj"])
    test(`${game} at the draw step: the title beside the clock, the dealer's and the log's lines whole`, async ({
      page,
      users,
    }) => {
      test.setTimeout(120_000);
      await (await users.create()).apiLogin(page);
      await atTheDraw(page, game);
      const bar = page.getByTestId("status-bar");
      await expect(bar.getByTestId("deadline")).toBeVisible();
      await shownWhole(bar.getByTestId("game-title"), "the game's title");
      await expect(bar.getByTestId("game-title")).toHaveText(game === "koikoi" ? "Koi-Koi" : "Season's Flowers");
      // the clock and the round stay on the line
      await shownWhole(bar.getByTestId("deadline"), "the clock");
      await shownWhole(bar.getByTestId("round-label"), "the round");
      // the move log's newest line names a bot whole
      await shownWhole(page.locator('[data-testid="move-log"] li:visible span').last(), "the log's line");
      const outcome = page.getByTestId("first-dealer-outcome");
      if ((await outcome.count()) > 0) await shownWhole(outcome, "the first dealer's line");
      // the log's newest line, all a phone shows of it
      await shownWhole(page.locator('[data-testid="move-log"] li:visible span').last(), "the log's line");
      // what the draw step is played with stays on the screen under the longer lines
      // (the pile, not the Draw button: a turned card that can take either of two field cards offers no button)
      for (const id of ["pile-count", "field"]) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, `${id}'s bottom`).toBeLessThanOrEqual(PHONE.height);
      }
    });

  // The longest names of a game ("Flores de las estaciones" was cut to "Flores de las…" on two lines): whole, with the
  // round and the clock still beside or over them and the hand still on the first screen.
  for (const [locale, name, size] of [
    ["es", "Flores de las estaciones", PHONE],
    ["de", "Jahreszeitenblumen", PHONE],
    ["es", "Flores de las estaciones", SMALL_PHONE],
  ] as const)
    test(`sfj in ${locale} at ${size.width} px: the game's whole name beside the round and the clock`, async ({
      page,
      users,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      await (await users.create()).apiLogin(page);
      await atTheDraw(page, "sfj");
      const bar = page.getByTestId("status-bar");
      await expect(bar.getByTestId("deadline")).toBeVisible();
      await page.screenshot({ path: `/tmp/phone-layout-shots/table-title-${locale}-${size.width}.png` });
      await expect(bar.getByTestId("game-title")).toHaveText(name);
      await shownWhole(bar.getByTestId("game-title"), "the game's title");
      // a word is broken only where it has a hyphenation point: German's compound, never Spanish's short words
      if (locale === "es")
        for (const word of name.split(" ")) {
          const lines = await bar.getByTestId("game-title").evaluate((e, w) => {
            const text = e.firstChild as Text;
            const at = text.data.indexOf(w);
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + w.length);
            return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
          }, word);
          expect(lines, `"${word}" on one line`).toBe(1);
        }
      await shownWhole(bar.getByTestId("deadline"), "the clock");
      await shownWhole(bar.getByTestId("round-label"), "the round");
      for (const id of ["pile-count", "field"]) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, `${id}'s bottom`).toBeLessThanOrEqual(size.height);
      }
    });
});

// A small phone in the languages with the longest lines (German words, a Japanese title beside the line): the log's
// newest line and the first dealer's wrap, and what the draw step is played with stays on the screen.
test.describe("a small phone", () => {
  test.use({ viewport: SMALL_PHONE });

  for (const [locale, game] of [
    ["de", "koikoi"],
    ["ja", "koikoi"],
    ["de", "mushi"],
    ["ja", "sfj"],
  ] as const)
    test(`${game} in ${locale} at the draw step: the log's and the first dealer's lines whole`, async ({
      page,
      users,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      await (await users.create()).apiLogin(page);
      await atTheDraw(page, game);
      await shownWhole(page.locator('[data-testid="move-log"] li:visible span').last(), "the log's line");
      const outcome = page.getByTestId("first-dealer-outcome");
      if ((await outcome.count()) > 0) await shownWhole(outcome, "the first dealer's line");
      for (const id of ["pile-count", "field"]) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, `${id}'s bottom`).toBeLessThanOrEqual(SMALL_PHONE.height);
      }
    });
});

type SakuraMove = { play?: string; draw?: boolean; hiki?: number };
type SakuraView = {
  seq: number;
  mySeat: number;
  legalMoves: SakuraMove[];
  recentMoves: { seat: number; phrase?: unknown }[];
  view: { round: { field: string[]; hand: string[] } | null };
};

// Players' names of the longest a display name takes (32 characters with the test's own tag).
const longNames = () =>
  [
    "Friederike Hohenstein-Ahrens",
    "Maximilian Wolkenstein-Roden",
    "Konstantin Falkenhausen-Brüh",
    "Annemarie Schwarzenberg-Lipp",
    "Bartholomäus Rosenkranz-Oehl",
    "Wilhelmine Sonnenschein-Graf",
  ].map((n) => `${n.slice(0, 27)} ${Math.random().toString(36).slice(2, 6).padEnd(4, "x")}`);

/**
 * A Sakura game of six people with long names (the page's player and five through the API), played through the API
 * to the page's player's draw with two or more other seats' moves in the log; its table.
 */
async function sixAtTheDraw(
  page: Page,
  browser: Browser,
  users: { create(opts: { displayName: string }): Promise<{ apiLogin(page: Page): Promise<void> }> },
  names: string[],
) {
  await (await users.create({ displayName: names[0]! })).apiLogin(page);
  const others = await Promise.all(
    names.slice(1).map(() => browser.newContext({ baseURL: test.info().project.use.baseURL })),
  );
  try {
    const requests = [];
    for (const [i, other] of others.entries()) {
      const otherPage = await other.newPage();
      await (await users.create({ displayName: names[i + 1]! })).apiLogin(otherPage);
      requests.push(otherPage.request);
    }
    const { tableId, gameId } = await startedTable(page.request, requests, {
      game: "sakura",
      timeControl: null,
      timeoutsBeforeForfeit: undefined,
      visibility: "PRIVATE",
    });
    for (let look = 0; ; look++) {
      expect(look, "the page's player's draw of one move, a field of two rows").toBeLessThan(400);
      const [mine, ...theirs] = await Promise.all(
        [page.request, ...requests].map((r) => query<SakuraView>(r, "game.view", { gameId })),
      );
      if (mine!.legalMoves.length > 0) {
        const newest = mine!.recentMoves.at(-1);
        // a draw of one move (its banner two lines at most) beside a field of two rows (eight cards or fewer), cards
        // left in the hand: a field of three rows or a choice of two field cards for the drawn card take room the log
        // has no part in
        const oneDraw = mine!.legalMoves.length === 1 && mine!.legalMoves[0]!.draw === true;
        const twoRows = (mine!.view.round?.field.length ?? 99) <= 8;
        const hand = (mine!.view.round?.hand.length ?? 0) > 0;
        if (oneDraw && twoRows && hand && newest && newest.seat !== mine!.mySeat && mine!.recentMoves.length > 1)
          return { tableId };
        // a hand card, not a hiki (the draw step comes after it)
        const move = mine!.legalMoves.find((m) => m.play !== undefined) ?? mine!.legalMoves[0];
        await mutate(page.request, "game.move", { gameId, seq: mine!.seq, move });
        continue;
      }
      const k = theirs.findIndex((v) => v.legalMoves.length > 0);
      if (k < 0) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      const move = theirs[k]!.legalMoves.find((m) => m.play !== undefined) ?? theirs[k]!.legalMoves[0];
      await mutate(requests[k]!, "game.move", { gameId, seq: theirs[k]!.seq, move });
    }
  } finally {
    await Promise.all(others.map((o) => o.close()));
  }
}

/**
 * The page's newest log line made the longest a Sakura draw says: the mover draws the Gaji onto a card of a second
 * seat's hiki, blocked, and the second seat takes the four Chrysanthemum cards (two long names, the second twice;
 * reaching it in play needs a dealt hiki and the Gaji drawn onto it). game.view's answer is rewritten and the page's
 * live stream ended at once (it would bring the view without it).
 */
async function longestNewestLine(page: Page) {
  await page.route(/\/api\/trpc\/game\.view/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: { json: SakuraView } } };
    const v = body.result.data.json;
    const newest = v.recentMoves.at(-1)!;
    const owner = [0, 1, 2, 3, 4, 5].find((s) => s !== v.mySeat && s !== newest.seat)!;
    newest.phrase = {
      key: "blocked",
      args: { verb: "draw", gaji: "yes", owner, month: 9 },
      cards: { card: [43] },
    };
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/trpc\/table\.onChange/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: "event: connected\ndata: {}\n\nevent: return\ndata: \n\n",
    }),
  );
}

test.describe("a small phone, six Sakura seats", () => {
  test.use({ viewport: SMALL_PHONE });

  for (const [locale, blocked] of [
    ["de", "blockiert"],
    ["ja", "止められ"],
  ] as const)
    test(`at the draw in ${locale}, a newest line of long names: two lines, the All button and the whole hand on the screen`, async ({
      page,
      browser,
      users,
      context,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      const names = longNames();
      const { tableId } = await sixAtTheDraw(page, browser, users, names);
      await longestNewestLine(page);
      await page.goto(`/table/${tableId}`);
      await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 20_000 });
      const log = page.getByTestId("last-move");
      const newest = page.locator('[data-testid="move-log"] > li').last();
      await expect(newest).toContainText(blocked);
      const shots = process.env.PHONE_LOG_SHOTS_DIR;
      const shot = (name: string) =>
        page.screenshot({ path: shots ? `${shots}/${name}.png` : testInfo.outputPath(`${name}.png`) });
      await shot(`sakura-6p-draw-${locale}-360`);
      // (a desktop's, to look at: laid out as before)
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(`sakura-6p-draw-${locale}-1280`);
      await page.setViewportSize(SMALL_PHONE);
      // the whole line stays in the page (screen readers read it; All opens the whole log)
      const text = (await newest.textContent())!;
      expect(names.filter((n) => text.includes(n)).length, `two long names whole in "${text}"`).toBe(2);
      // the hand's cards on the screen, the page unscrolled and no wider than the screen (the match score's long
      // names, with Japanese's wide （あなた）, widened the board's column to 386 px)
      expect(await page.evaluate(() => window.scrollY), "the page has not scrolled").toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width").toBe(360);
      const cards = page.locator('[data-testid="hand"] [role="listitem"]');
      expect(await cards.count(), "the hand's cards").toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        expect(box.y + box.height, "a hand card's bottom").toBeLessThanOrEqual(SMALL_PHONE.height);
      }
      // the title and the line in two lines (20 px each), cut: more than that to show
      // (and the 1 px border and 4 px padding above them)
      const box = (await log.boundingBox())!;
      expect(box.height, "the closed log's height").toBeLessThanOrEqual(2 * 20 + 5);
      // the All button beside the cut, whole, a 44 px tap
      const all = log.getByRole("button", { name: locale === "de" ? /^Alle \d+$/ : /^すべて/ });
      await expect(all).toBeVisible();
      const tap = (await all.boundingBox())!;
      expect(tap.height, "All's tap height").toBeGreaterThanOrEqual(44);
      // beside the cut line, inside the log's box (not over its edge)
      expect(tap.x, "All's left edge").toBeGreaterThanOrEqual(box.x);
      expect(tap.x + tap.width, "All's right edge").toBeLessThanOrEqual(box.x + box.width + 1);
      expect(await all.evaluate((e) => e.scrollWidth <= e.clientWidth), "All's label whole").toBe(true);
      // it opens the whole log
      await all.click();
      await expect(log.getByRole("button", { expanded: true })).toBeVisible();
      for (const li of await page.locator('[data-testid="move-log"] > li').all())
        await expect(li).not.toHaveCSS("display", "none");
      // the open list on a row of its own, under the title and the button: beside them it was squeezed to a word a
      // line, under the button's words
      const list = (await page.getByTestId("move-log").boundingBox())!;
      const openBox = (await log.boundingBox())!;
      const less = (await log.getByRole("button", { expanded: true }).boundingBox())!;
      expect(list.width, "the open list's width").toBeGreaterThanOrEqual(openBox.width * 0.9);
      expect(list.y, "the open list under the button").toBeGreaterThanOrEqual(less.y + less.height - 12);
      await shot(`sakura-6p-draw-${locale}-360-open`);
    });
});

test.describe("a touch phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the draw step says tap, not click or D", async ({ page, users }) => {
    test.setTimeout(120_000);
    await (await users.create()).apiLogin(page);
    await atTheDraw(page, "koikoi", { oneDraw: true });
    const detail = page.getByTestId("turn-detail");
    await expect(detail).toHaveText("Tap the pile or the Draw button.", { useInnerText: true });
    await expect(page.getByText("press D")).toBeHidden();
  });
});

test("a desktop's draw step keeps the click and the key", async ({ page, users }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await (await users.create()).apiLogin(page);
  await atTheDraw(page, "koikoi", { oneDraw: true });
  await expect(page.getByTestId("turn-detail")).toHaveText("Click the pile or the Draw button (or press D).", {
    useInnerText: true,
  });
});

for (const locale of ["en", "de", "fr"])
  test(`the lobby's speed buttons on a phone (${locale}): each label on one line`, async ({
    page,
    users,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    await (await users.create()).apiLogin(page);
    await page.goto("/play");
    const buttons = page.getByTestId("speed-filter").getByRole("button");
    await expect(buttons).toHaveCount(3);
    for (const b of await buttons.all()) {
      const lines = await b.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${await b.textContent()}: one line`).toBe(1);
      await shownWhole(b, (await b.textContent())!);
    }
  });

test("Sutda at 1280×800, three bots beside the pot: their names whole", async ({ page, users }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await (await users.create()).apiLogin(page);
  const { tableId, gameId } = await practice(page, "sutda", 4);
  await myTurn(page, gameId);
  await page.goto(`/table/${tableId}`);
  await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 20_000 });
  const names = page.locator('[data-testid="seat"] [data-testid="seat-name"]');
  await expect(names).toHaveCount(3);
  for (const n of await names.all()) {
    await expect(n).toHaveText(/\(Steady\)/);
    await shownWhole(n, (await n.textContent())!);
  }
  // the bet controls stay on the screen
  const bet = (await page.getByTestId("bet-controls").boundingBox())!;
  expect(bet.y + bet.height, "the bet controls' bottom").toBeLessThanOrEqual(800);
});

// A bot's name says its level in the reader's language ("Matsu（堅実）"), longer than the English in Japanese: the
// seats of a Sakura table with three bots keep it whole on a phone.
for (const [locale, level] of [
  ["ja", "（堅実）"],
  ["ko", " (안정)"],
] as const)
  test(`a Sakura practice table on a phone (${locale}): the bots' names in its words, whole`, async ({
    page,
    users,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    await (await users.create()).apiLogin(page);
    const { tableId, gameId } = await practice(page, "sakura", 4);
    await myTurn(page, gameId);
    await page.goto(`/table/${tableId}`);
    await expect(page.getByTestId("game-board")).toHaveAttribute("data-my-turn", "true", { timeout: 20_000 });
    // the bots' seats (a phone's badge shows the plant, the whole name beside it from 640 px)
    const names = page
      .locator('[data-testid="seat"]')
      .filter({ has: page.getByTestId("bot-badge") })
      .getByTestId("seat-name");
    await expect(names).toHaveCount(3);
    for (const n of await names.all()) {
      expect(await n.textContent()).toContain(level);
      expect(await n.textContent()).not.toContain("Steady");
      await shownWhole(n, (await n.textContent())!);
    }
    // the move log's newest line names a bot whole (none when the player deals first: nobody has moved)
    if ((await page.getByTestId("move-log").count()) > 0)
      await shownWhole(page.locator('[data-testid="move-log"] li:visible span').last(), "the log's line");
    // the first dealer's line, while the draw shows (a bot may deal first: "Fuji（堅実）が親")
    const outcome = page.getByTestId("first-dealer-outcome");
    if (await outcome.isVisible()) await shownWhole(outcome, "the first dealer's line");
    await page.screenshot({ path: testInfo.outputPath(`sakura-bots-${locale}.png`), fullPage: true });
  });
