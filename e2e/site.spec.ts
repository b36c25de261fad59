import { expect, test } from "./fixtures";

test("the home page lists the five games and the footer is live over server-sent events", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("game-list").getByRole("listitem")).toHaveCount(5);
  for (const title of ["Sakura", "Season's Flowers in Japan", "Judge", "Sutda"]) {
    await expect(page.getByTestId("game-list").getByRole("heading", { name: title })).toBeVisible();
  }
  const clock = page.getByTestId("live-clock");
  await expect(clock).toHaveAttribute("data-connected", "true");
  const first = await clock.locator("time").textContent();
  await expect(clock.locator("time")).not.toHaveText(first ?? "", { timeout: 5000 });
});

test("the health endpoint reports the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: { mode: "embedded", reachable: true, migrations: { pending: [] } } });
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
