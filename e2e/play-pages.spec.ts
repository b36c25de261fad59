// Small checks of the live-play pages that need no game: the development harness is not served in production, and a
// visitor is sent to sign in from a table link (and comes back to it).
import { expect, test } from "./fixtures";

test("the board harness answers 404 in production", async ({ page }) => {
  const res = await page.goto("/dev/boards?game=sakura");
  expect(res?.status()).toBe(404);
});

test("an unknown address answers 404 with the site's not-found page, its title saying so", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No card in this month" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Hanafuda");
});

test("an unknown replay answers 404 with the not-found page, as unknown players and events do", async ({ page }) => {
  const res = await page.goto("/replays/no-such-game");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No card in this month" })).toBeVisible();
});

test("a table link asks a visitor to sign in", async ({ page }) => {
  await page.goto("/table/some-table?invite=abc");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Ftable%2Fsome-table%3Finvite%3Dabc$/);
});

test("an unknown table answers 404 with the not-found page, an id of the wrong shape too", async ({ page, users }) => {
  const user = await users.create();
  await user.apiLogin(page);
  for (const id of ["no-such-table", "x".repeat(80)]) {
    const res = await page.goto(`/table/${id}`);
    expect(res?.status(), id).toBe(404);
    await expect(page.getByRole("heading", { name: "No card in this month" })).toBeVisible();
  }
});
