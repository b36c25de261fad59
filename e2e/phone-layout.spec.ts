// What a reviewer found cut, hidden or out of line on a phone (390×844), each checked as a player would see it:
//   - a replay's title cut to one line ("Jahreszeitenblumen: Lucía gegen Ken…");
//   - a knockout bracket that scrolls sideways with nothing to say there is more to the side;
//   - Korean "제외" (remove) buttons out of line with the entrant's name beside them.
// Screenshots go to PHONE_SHOTS_DIR (default /tmp/phone-layout-shots).
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { createSutdaEvent, mutate, playOneMoveEach, startedTable } from "./api";
import { expect, test, type TestUser } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.PHONE_SHOTS_DIR ?? "/tmp/phone-layout-shots";
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

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

/** The lines `el`'s text takes: its text's boxes by their tops, a box more than 8 px under the last starting a line (a
 * link's box and the words beside it sit a pixel or two apart on one line); with `upTo`, only the text before that
 * element. */
function linesOf(el: Locator, upTo?: string): Promise<number> {
  return el.evaluate((e, upTo) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    if (upTo) range.setEndBefore(e.querySelector(upTo)!);
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => r.top)
      .sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 8).length;
  }, upTo);
}

async function localePage(page: Page, locale: string, baseURL: string) {
  await page.context().addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

test("a replay's title on a phone: the game and both players whole, on two lines at most", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const n = `${testInfo.workerIndex}${Date.now() % 10_000}`;
  const [lucia, kenji] = await seatPlayers(browser, testInfo, [
    await users.create({ displayName: `Lucía ${n}` }),
    await users.create({ displayName: `Kenji ${n}` }),
  ]);
  try {
    // a move each, then Lucía resigns: a finished Season's Flowers game without playing six rounds
    const { gameId } = await startedTable(lucia!.page.request, [kenji!.page.request], {
      game: "sfj",
      options: { rounds: 6 },
      timeControl: null,
      timeoutsBeforeForfeit: undefined,
    });
    await playOneMoveEach([lucia!.page.request, kenji!.page.request], gameId);
    await mutate(lucia!.page.request, "game.resign", { gameId });
    const page = lucia!.page;
    await localePage(page, "de", testInfo.project.use.baseURL!);
    for (const size of [PHONE, SMALL_PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/replays/${gameId}?move=1`);
      await expect(page.getByTestId("game-board")).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/replay-title-${size.width}.png` });
      const title = page.getByTestId("replay-title");
      await expect(title).toHaveText(`Jahreszeitenblumen: Lucía ${n} gegen Kenji ${n}`);
      await shownWhole(title, `the title at ${size.width} px`);
      expect(await linesOf(title), `the title's lines at ${size.width} px`).toBeLessThanOrEqual(
        size === DESKTOP ? 1 : 2,
      );
      // the check sees the cut it is there for: the title on one line, as it was, is cut at a phone's width
      if (size === PHONE) {
        const style = await page.addStyleTag({
          content:
            '[data-testid="replay-title"] { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } [data-testid="replay-title"] > span { display: inline; }',
        });
        const cut = await title.evaluate((e) => e.scrollWidth > e.clientWidth);
        expect(cut, "one line cuts the title").toBe(true);
        await page.screenshot({ path: `${SHOTS}/replay-title-${size.width}-one-line-as-before.png` });
        await style.evaluate((e) => (e as HTMLElement).remove());
      }
      // the board and its step buttons stay on the first screen under the longer title
      for (const id of ["step-forward", "position"]) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, `${id}'s bottom at ${size.width} px`).toBeLessThanOrEqual(size.height);
      }
    }
  } finally {
    await closePlayers([lucia!, kenji!]);
  }
});

test("a Korean organiser's 제외 buttons stand in line with the entrants' names", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const people = await seatPlayers(
    browser,
    testInfo,
    await Promise.all(
      ["주최자", "김민준", "이서연"].map((k, i) =>
        users.create({ displayName: `${k} ${testInfo.workerIndex}${Date.now() % 10_000}${i}` }),
      ),
    ),
  );
  const [org, ...players] = people;
  try {
    const id = await createSutdaEvent(org!.page.request, { name: `제외 ${Date.now().toString(36)}` });
    for (const p of players) await mutate(p.page.request, "tournament.register", { tournamentId: id });
    const page = org!.page;
    await localePage(page, "ko", testInfo.project.use.baseURL!);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/tournaments/${id}`);
      const rows = page.getByTestId("entrant");
      await expect(rows).toHaveCount(2);
      await expect(rows.first().getByTestId("remove-entrant")).toHaveText("제외");
      await page.getByTestId("entrant-list").screenshot({ path: `${SHOTS}/remove-ko-${size.width}.png` });
      for (const row of await rows.all()) {
        // the name's text and the button share a middle (within 2 px), and the list's number stands by the name
        const m = await row.evaluate((li) => {
          const button = li.querySelector('[data-testid="remove-entrant"]')!.getBoundingClientRect();
          const name = li.querySelector("a, span")!;
          const range = document.createRange();
          range.selectNodeContents(name);
          const text = range.getBoundingClientRect();
          return { button: button.top + button.height / 2, name: text.top + text.height / 2 };
        });
        expect(
          Math.abs(m.button - m.name),
          `the button's middle and the name's at ${size.width} px`,
        ).toBeLessThanOrEqual(1);
      }
    }
  } finally {
    await closePlayers(people);
  }
});

test("a knockout bracket wider than a phone says there is more to the side", async ({ browser, users }, testInfo) => {
  allowTime(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const people = await seatPlayers(browser, testInfo, await Promise.all([0, 1, 2, 3, 4].map(() => users.create())));
  const [org, ...players] = people;
  try {
    const id = await createSutdaEvent(org!.page.request, {
      name: `Bracket ${Date.now().toString(36)}`,
      format: "elimination",
      closesInMs: 8_000,
      roundDurationSeconds: 3600,
      moveSeconds: 3600,
      minEntrants: 4,
      maxEntrants: 4,
    });
    for (const p of players) await mutate(p.page.request, "tournament.register", { tournamentId: id });
    const page = org!.page;
    for (const locale of ["en", "ko"]) {
      await localePage(page, locale, testInfo.project.use.baseURL!);
      await page.setViewportSize(PHONE);
      await page.goto(`/tournaments/${id}`);
      await expect(page.getByTestId("bracket-match")).toHaveCount(3, { timeout: 45_000 });
      const drawing = page.getByTestId("bracket-drawing");
      const scroller = page.getByTestId("bracket-scroller");
      const sides = await scroller.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(sides.scroll, "the bracket is wider than the phone").toBeGreaterThan(sides.client);
      await drawing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/bracket-${locale}-390-start.png` });
      // at the start: a fade at the right edge, none at the left, and a line that says to swipe
      await expect(drawing).toHaveAttribute("data-more-right", "true");
      await expect(drawing).toHaveAttribute("data-more-left", "false");
      await expect(page.getByTestId("bracket-more-right")).toBeVisible();
      await expect(page.getByTestId("bracket-more-left")).toBeHidden();
      await expect(page.getByTestId("bracket-swipe")).toBeVisible();
      if (locale === "en") await expect(page.getByTestId("bracket-swipe")).toHaveText(/swipe/i);
      // at the end: the fade moves to the left edge
      await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
      await expect(drawing).toHaveAttribute("data-more-right", "false");
      await expect(drawing).toHaveAttribute("data-more-left", "true");
      await expect(page.getByTestId("bracket-more-right")).toBeHidden();
      await expect(page.getByTestId("bracket-more-left")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bracket-${locale}-390-end.png` });
      // a desktop sees the whole bracket, with no cue
      await page.setViewportSize(DESKTOP);
      await expect(drawing).toHaveAttribute("data-more-right", "false");
      await expect(page.getByTestId("bracket-more-right")).toBeHidden();
      await expect(page.getByTestId("bracket-swipe")).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/bracket-${locale}-1280.png` });
    }
  } finally {
    await closePlayers(people);
  }
});

/** `me` signed in on `page`, which reads the site in `locale` at `size` (the shots' folder made). */
async function signedInOn(page: Page, me: TestUser, locale: string, size: typeof PHONE, baseURL: string) {
  mkdirSync(SHOTS, { recursive: true });
  await me.apiLogin(page);
  await localePage(page, locale, baseURL);
  await page.setViewportSize(size);
  return me;
}

test("the profile's e-mail address reads on one line on a small phone, in Spanish", async ({
  page,
  users,
}, testInfo) => {
  const me = await signedInOn(page, await users.create(), "es", SMALL_PHONE, testInfo.project.use.baseURL!);
  await page.goto("/profile");
  const address = page.getByText(me.email, { exact: true });
  await expect(address).toBeVisible();
  await page.getByRole("region", { name: "Cuenta" }).screenshot({ path: `${SHOTS}/profile-email-es-360.png` });
  // a label column beside it left the address a third of the line, broken over three lines at any letter
  expect(await linesOf(address), "the address's lines").toBe(1);
});

test("the quiet hours' From and To labels keep their words whole on a phone, in Korean", async ({
  page,
  users,
}, testInfo) => {
  await signedInOn(page, await users.create(), "ko", PHONE, testInfo.project.use.baseURL!);
  await page.goto("/notifications");
  const from = page.locator('input[name="quietFrom"]');
  await expect(from).toBeVisible();
  await page.locator("fieldset", { has: from }).screenshot({ path: `${SHOTS}/quiet-hours-ko-390.png` });
  // the full-width time field squeezed "시작" and "종료" to a letter a line beside it
  for (const name of ["quietFrom", "quietTo"]) {
    const label = page.locator("label", { has: page.locator(`input[name="${name}"]`) });
    expect(await linesOf(label, "input"), `${name}'s label lines`).toBe(1);
  }
});
