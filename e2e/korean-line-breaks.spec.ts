// Korean running text breaks its lines at the spaces between words, as Korean typography does (globals.css keeps a
// Korean word whole wherever the language is Korean): on a 360 px phone no word of the Koi-Koi rules is split
// between two lines, and nothing runs past the screen's edge. Without the rule the same page splits words.
import type { Page } from "@playwright/test";
import { createSutdaEvent, mutate } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatPlayers } from "./play-helpers";
import { allowTime } from "./time-limits";

const PHONE = { width: 360, height: 740 };

/** The Korean words (runs of Hangul syllables) of the main content that a line break splits. */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const main = document.querySelector("main") ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // text for screen readers only sits in a 1 px box: every letter on a line of its own
      if (!parent || parent.closest(".sr-only") || parent.getBoundingClientRect().width < 2) continue;
      const text = (node as Text).data;
      for (const m of text.matchAll(/[\uAC00-\uD7A3]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) split.push(m[0]);
      }
    }
    return split;
  });
}

test("Korean rules on a phone break lines between words, never inside one", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true });
  await context.addCookies([{ name: "locale", value: "ko", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/rules/koikoi");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  expect(await splitWords(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // the check sees a split word: without the rule the browser breaks between any two syllables
  await page.addStyleTag({ content: '[lang|="ko"] { word-break: normal; overflow-wrap: normal; }' });
  expect((await splitWords(page)).length).toBeGreaterThan(0);
  await context.close();
});

test("a Korean table's headings keep their words whole on a phone", async ({ browser, users }, testInfo) => {
  // A table sizes its columns to their narrowest content: a heading that may break anywhere shrank "순위" (rank) and
  // "점수" (score) to one syllable a line.
  allowTime(120_000);
  const people = await seatPlayers(browser, testInfo, await Promise.all([0, 1, 2, 3, 4].map(() => users.create())));
  const [org, ...players] = people;
  const id = await createSutdaEvent(org!.page.request, {
    name: `순위표 ${Date.now().toString(36)}`,
    closesInMs: 8_000,
    roundDurationSeconds: 3600,
    moveSeconds: 3600,
    minEntrants: 4,
    maxEntrants: 4,
  });
  for (const p of players) await mutate(p.page.request, "tournament.register", { tournamentId: id });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true });
  await context.addCookies([{ name: "locale", value: "ko", url: testInfo.project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId("standing-row")).toHaveCount(4, { timeout: 45_000 });
  const headings = await page
    .getByTestId("standings-table")
    .locator("th")
    .evaluateAll((ths) => ths.filter((th) => th.getBoundingClientRect().width > 0).map((th) => th.textContent));
  expect(headings).toEqual(["순위", "참가자", "점수"]);
  expect(await splitWords(page)).toEqual([]);
  await context.close();
  await closePlayers(people);
});
