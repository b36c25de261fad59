// Korean running text breaks its lines at the spaces between words, as Korean typography does (globals.css keeps a
// Korean word whole wherever the language is Korean): on a 360 px phone no word of the Koi-Koi rules is split
// between two lines, and nothing runs past the screen's edge. Without the rule the same page splits words.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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
