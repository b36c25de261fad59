// What a reviewer found cut or in desktop words on the boards (Chromium, 390×844 and 1280×800):
//   - the fishing games' status line had no room for the game's title beside the round and the clock ("Season's…",
//     "こい…", or nothing beside an opponent's clock);
//   - Koi-Koi's first-dealer line ("Matsu (Steady) deals fi…") and the move log's line ("You play Iris …") were cut;
//   - a touch screen read "Click the pile or the Draw button (or press D)";
//   - the lobby's "Fast (under an hour)" speed button broke before "hour)";
//   - Sutda's three other seats beside the pot, ~187 px each at 1280 px, cut "Matsu (Steady)" to "Matsu (Ste…".
// And at 360×740, where both lines were still cut to one: "Seit deinem letzten Zug: M…", "あなたの前の番から： Mats…",
// "Matsu (Solide) ist d…".
import type { Locator, Page } from "@playwright/test";
import { mutate, query } from "./api";
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
