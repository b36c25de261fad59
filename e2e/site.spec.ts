import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { board, closePlayers, fishingMove, joinTable, openTable, seatPlayers, seqOf } from "./play-helpers";
import { mutate } from "./api";
import { allowTime } from "./time-limits";

test("the home page lists the six games and the footer is live over server-sent events", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("game-list").getByRole("listitem")).toHaveCount(6);
  for (const title of ["Sakura", "Season's Flowers in Japan", "Judge", "Sutda"]) {
    await expect(page.getByTestId("game-list").getByRole("heading", { name: title })).toBeVisible();
  }
  const clock = page.getByTestId("live-clock");
  await expect(clock).toHaveAttribute("data-connected", "true");
  const first = await clock.locator("time").textContent();
  await expect(clock.locator("time")).not.toHaveText(first ?? "", { timeout: 5000 });
});

test("kana and kanji have a font even on a machine without a Japanese one: the site serves the slices a page needs", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  const cdp = await page.context().newCDPSession(page);
  // The fonts Chromium drew an element with, once the page's fonts have loaded: the 虫 must come from a font that has
  // it (the system's Japanese font, or else the site's slice of Noto Sans JP), never a missing glyph. The text is in
  // the page's first paint (the case Chromium got wrong with the web font after the system fonts).
  const drawnWith = async (path: string, selector: string) => {
    await page.goto(path);
    await expect(page.locator(selector).first()).toContainText("虫");
    await page.evaluate(() => document.fonts.ready);
    const { root } = await cdp.send("DOM.getDocument");
    await cdp.send("CSS.enable");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    return (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts.map((f) => f.familyName).join(", ");
  };
  const japanese = /Noto Sans JP|CJK|Hiragino|Yu |Meiryo/;
  expect(await drawnWith("/", '[data-testid="game-list"] li:nth-child(4) h3')).toMatch(japanese);
  expect(await drawnWith("/play", 'a[href="/rules/mushi"]')).toMatch(japanese);
  // only slices of the site's Japanese and Korean fonts, from this site, a dozen at most (the language switcher on
  // every page names 日本語 and 한국어 in their own scripts: about eight small slices on a machine without CJK fonts)
  expect(fonts.length).toBeLessThanOrEqual(12);
  for (const f of fonts) expect(f).toMatch(/^\/fonts\/noto-sans-(jp|kr)-[\d.]+\/noto-sans-\1-\d+-400-normal\.woff2$/);
});

test("text laid out before the fonts' stylesheet arrives gets its kana, kanji and hangul once it does", async ({
  browser,
  baseURL,
}) => {
  // The page's first paint does not wait for the Japanese and Korean fonts' rules: hold their stylesheet back until
  // the Korean rules page has been laid out and painted, then let it through. Chromium must lay the text out again.
  const context = await browser.newContext({ locale: "ko-KR", baseURL });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/cjk-fonts-[0-9a-f]+\.css$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const cdp = await context.newCDPSession(page);
  const drawnWith = async (selector: string) => {
    const { root } = await cdp.send("DOM.getDocument");
    await cdp.send("CSS.enable");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    return (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts.map((f) => f.familyName).join(", ");
  };
  await page.goto("/rules/sutda", { waitUntil: "domcontentloaded" });
  await expect(page.locator("main h1")).toContainText("섯다");
  await expect.poll(() => requested).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await drawnWith("main h1");
  release();
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  expect(await drawnWith("main h1"), `before the stylesheet: ${before}`).toMatch(/Noto Sans KR|CJK|Apple SD|Malgun/);
  await context.close();
});

test("the health endpoint reports the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    status: "ok",
    database: { mode: "embedded", reachable: true, migrations: { pending: [] } },
  });
});

test("the footer's Status leads to the site's state in words, from the same check", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Status" }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site status");
  const state = page.getByTestId("site-status");
  await expect(state).toHaveAttribute("data-status", "ok");
  await expect(state.getByRole("heading", { level: 2 })).toHaveText("Everything is working");
  await expect(state).toContainText("Answering");
  await expect(state.getByRole("link", { name: "/api/health" })).toHaveAttribute("href", "/api/health");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens by touch and by keyboard, and the page never scrolls sideways", async ({ page, users }) => {
    const user = await users.create();
    await user.apiLogin(page);
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const menu = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("link", { name: "Tournaments" })).toBeHidden();
    await menu.tap();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Tournaments" }).tap();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("header-user")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    // the bell's panel stays on the screen (it hung from the bell, left of the Menu button, and ran off the left edge)
    await page.getByTestId("notification-bell").tap();
    const panel = await page.getByTestId("notification-panel").boundingBox();
    expect(panel).not.toBeNull();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
  });

  test("the skip link is the first stop of the keyboard and jumps to the content", async ({ page }) => {
    await page.goto("/play");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

// A 32-character name in French and Spanish: at 1024 px the header's one row ran 57 to 77 px past the screen (the
// bell off it), and at 1280 Sign out broke onto two lines. Below 1280 px the places and the account are behind the Menu.
test("the header with a long name in French and Spanish: on the screen at 1024 and 1280 px, Sign out on one line", async ({
  page,
  users,
}) => {
  const user = await users.create({ displayName: `Bartholomew Longfellow-Wea ${Date.now().toString(36).slice(-4)}` });
  await user.apiLogin(page);
  for (const locale of ["fr", "es"]) {
    await mutate(page.request, "user.setLocale", { locale });
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/play");
      await expect(page.getByTestId("notification-bell")).toBeVisible();
      const right = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll("header *")].map((e) => e.getBoundingClientRect().right)),
      );
      expect(right, `the header's right edge, ${locale} at ${width} px`).toBeLessThanOrEqual(width);
      const bell = (await page.getByTestId("notification-bell").boundingBox())!;
      expect(bell.x + bell.width, `the bell, ${locale} at ${width} px`).toBeLessThanOrEqual(width);
      const signOut = page
        .locator("header")
        .getByRole("button", { name: /^(Se d\u00e9connecter|Cerrar sesi\u00f3n)$/ });
      if (width < 1280) {
        await expect(signOut).toBeHidden();
        continue;
      }
      const lines = await signOut.evaluate((b) => {
        const r = document.createRange();
        r.selectNodeContents(b);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      });
      expect(lines, `Sign out's lines, ${locale} at ${width} px`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

  test("the header's Menu button and bell stay on the screen and no page scrolls sideways, a table's board included", async ({
    page,
    users,
  }) => {
    const user = await users.create();
    await user.apiLogin(page);
    const { tableId } = await mutate<{ tableId: string }>(page.request, "table.create", {
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 3600 },
      timeoutsBeforeForfeit: 3,
      visibility: "PUBLIC",
    });
    await mutate(page.request, "table.fillWithBots", { tableId, level: "heuristic" });
    for (const path of ["/", "/play", "/tournaments", "/replays", "/players", `/table/${tableId}`]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
      if (path.startsWith("/table/")) await expect(page.getByTestId("game-board")).toBeVisible({ timeout: 20_000 });
      const menu = (await page.getByRole("button", { name: "Menu" }).boundingBox())!;
      expect(menu.x + menu.width, `the Menu button on the screen at ${path}`).toBeLessThanOrEqual(320);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scroll at ${path}`,
      ).toBeLessThanOrEqual(320);
    }
    await page.getByTestId("notification-bell").tap();
    const panel = (await page.getByTestId("notification-panel").boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(320);
  });
});

test("a table page with a game in play holds two live streams, the site's and the table's; the clock and the bell stay live", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  const players = await seatPlayers(browser, testInfo, [await users.create(), await users.create()]);
  try {
    const url = await openTable(players[0]!.page, { game: /^Sakura/, players: 2 });
    await joinTable(players[1]!.page, url);
    for (const p of players) await expect(board(p.page)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await board(players[0]!.page).getAttribute("data-my-turn")) === "true" ||
          (await board(players[1]!.page).getAttribute("data-my-turn")) === "true",
      )
      .toBe(true);
    // the watched page is the one waiting for the other's move (it sees that move only through its stream)
    const [mover, watcher] =
      (await board(players[0]!.page).getAttribute("data-my-turn")) === "true"
        ? [players[0]!, players[1]!]
        : [players[1]!, players[0]!];
    const page = watcher.page;

    // the event streams the page opens, until they end; loaded again with the game in play
    const open = new Map<Request, string>();
    let most = 0;
    page.on("response", (res) => {
      if (!res.url().includes("/api/trpc/") || !(res.headers()["content-type"] ?? "").includes("text/event-stream"))
        return;
      open.set(res.request(), new URL(res.url()).pathname.split("/").pop()!);
      most = Math.max(most, open.size);
    });
    const ended = (req: Request) => void open.delete(req);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    await page.reload();
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId("live-game")).toHaveAttribute("data-connected", "true");
    const clock = page.getByTestId("live-clock");
    await expect(clock).toHaveAttribute("data-connected", "true");
    expect([...open.values()].sort()).toEqual(["system.live", "table.onChange"]);

    // the footer's clock ticks
    const first = await clock.locator("time").textContent();
    await expect(clock.locator("time")).not.toHaveText(first ?? "", { timeout: 5000 });
    // the other player's move reaches the board
    const before = await seqOf(page);
    await fishingMove(mover.page);
    await expect(board(page)).not.toHaveAttribute("data-seq", before);
    // the bell does not count the table the player is on (its start is read while the page is open)
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByTestId("notification-count")).toBeHidden();

    await page.screenshot({ path: testInfo.outputPath("table-page.png"), fullPage: true });
    expect(most).toBeLessThanOrEqual(2);
    expect(open.size).toBeLessThanOrEqual(2);

    // hidden, the page keeps the site's stream alone (for the bell; without the clock), and both again when shown
    const show = (state: "hidden" | "visible") =>
      page.evaluate((s) => {
        Object.defineProperty(document, "visibilityState", { value: s, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await show("hidden");
    await expect.poll(() => [...open.values()].sort()).toEqual(["system.live"]);
    // away from the table, the turn is told: the other player ends their turn (a Sakura turn is a play and then a
    // draw), and the hidden page's bell counts it at once; shown again, the page reads it
    await expect(board(mover.page)).toHaveAttribute("data-my-turn", "true");
    while ((await board(mover.page).getAttribute("data-my-turn")) === "true") {
      const seq = await seqOf(mover.page);
      await fishingMove(mover.page);
      await expect(board(mover.page)).not.toHaveAttribute("data-seq", seq);
    }
    await expect(page.getByTestId("notification-count")).toHaveText("1");
    await show("visible");
    await expect.poll(() => [...open.values()].sort()).toEqual(["system.live", "table.onChange"]);
    await expect(page.getByTestId("notification-count")).toBeHidden();
    await expect(clock).toHaveAttribute("data-connected", "true");
    await expect(page.getByTestId("live-game")).toHaveAttribute("data-connected", "true");
  } finally {
    await closePlayers(players);
  }
});
