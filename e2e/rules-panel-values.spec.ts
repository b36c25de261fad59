// The rules panel's list of every rule gives each value room to read: in the 22rem column beside the rules on a wide
// screen, the labels took nearly all of it and a Japanese value (no spaces to break at) stood one character a line.
// /rules/sakura in Japanese and English, on a phone and a desktop. Screenshots go to SHOTS_DIR when it is set.
import { join } from "node:path";
import { expect, test } from "./fixtures";

const shots = process.env.SHOTS_DIR;
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

for (const locale of ["ja", "en"] as const)
  for (const [screen, viewport] of Object.entries(SCREENS))
    test(`the rules panel's values read on a ${screen} in ${locale}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      const page = await context.newPage();
      await page.goto("/rules/sakura");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const panel = page.getByTestId("house-rules");
      await panel.locator("summary").click();
      const values = panel.locator("dd");
      await expect(values.first()).toBeVisible();
      // At least six of the page's characters a line (a Japanese character is 1em wide), and no value runs past its box.
      const boxes = await values.evaluateAll((dds) =>
        dds.map((dd) => ({
          text: dd.textContent ?? "",
          width: dd.getBoundingClientRect().width,
          em: parseFloat(getComputedStyle(dd).fontSize),
          overflows: dd.scrollWidth > dd.clientWidth + 1,
        })),
      );
      for (const box of boxes) {
        expect(box.width, `${box.text}: ${box.width}px`).toBeGreaterThanOrEqual(6 * box.em);
        expect(box.overflows, `${box.text} runs past its box`).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (shots) {
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: join(shots, `rules-panel-${locale}-${viewport.width}.png`) });
        await page.screenshot({ path: join(shots, `rules-page-${locale}-${viewport.width}.png`), fullPage: true });
      }
      await context.close();
    });
