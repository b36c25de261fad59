// One language switcher on every page at every width, signed in or not: in the header's row, never behind the Menu
// (a phone saw none on the sign-up page, 1024 to 1279 px none on any page) and never twice (the sign-in page had its
// own beside the header's). It is labelled and the keyboard reaches it. The profile's language setting (with "the
// browser's language") is a setting among the account's, not a second switcher.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WIDTHS = [390, 1024, 1100, 1280, 1440];

async function oneSwitcher(page: Page, path: string, width: number) {
  const where = `${path} at ${width} px`;
  await expect(page.locator("main#main"), where).toBeVisible();
  await expect(page.locator('[data-testid="language-switcher"]:visible'), where).toHaveCount(1);
  // the profile's own language setting is a form of its own ("The site's language"), not a switcher
  const switcher = page.getByRole("combobox", { name: "Language", exact: true });
  await expect(switcher, where).toHaveCount(1);
  await expect(switcher, where).toBeVisible();
  const box = (await page.getByTestId("language-switcher").boundingBox())!;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
}

/** Tabs from the top of the page until the switcher has the focus (a few stops: the skip link, home, …). */
async function tabToSwitcher(page: Page, where: string) {
  await page.locator("body").focus();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    if (await page.getByTestId("language-switcher").evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`the keyboard does not reach the language switcher on ${where}`);
}

test("exactly one language switcher, in sight and reached by the keyboard, on every page at every width", async ({
  page,
  users,
}, testInfo) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    for (const path of ["/", "/sign-in", "/sign-up"]) {
      await page.goto(path);
      await oneSwitcher(page, path, width);
      await tabToSwitcher(page, `${path} at ${width} px`);
      if (path === "/sign-in") await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`) });
    }
  }
  const user = await users.create();
  await user.apiLogin(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    for (const path of ["/", "/play", "/profile"]) {
      await page.goto(path);
      await oneSwitcher(page, `${path} signed in`, width);
      await tabToSwitcher(page, `${path} signed in at ${width} px`);
    }
  }
});

test("the phone's switcher changes the language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sign-up");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByLabel("Sprache")).toHaveValue("de");
  await expect(page.locator('[data-testid="language-switcher"]:visible')).toHaveCount(1);
});
