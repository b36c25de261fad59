// The admin's preset form in the admin's words: a rule's limits named by its label, not the engine's option code; and
// the "saved" notice shown once, then gone from the address, so a reload does not tell it again.
import { expect, test } from "./fixtures";

test("an admin is told a rule's limits by its label, and the saved notice shows once", async ({
  page,
  users,
}, testInfo) => {
  const admin = await users.create({ role: "ADMIN" });
  await admin.apiLogin(page);
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const title = `Short games ${w} ${Date.now().toString(36)}`;
    await page.goto("/admin/presets/new?game=sakura");
    await page.getByLabel("Title").fill(title);
    // by its name: once changed, the label reads "Rounds changed"
    const rounds = page.locator('input[name="options.rounds"]');
    await expect(page.getByLabel("Rounds", { exact: true })).toBeVisible();
    await rounds.fill("0");
    await expect(page.getByTestId("options.rounds-error")).toHaveText("Rounds: choose a whole number from 1 to 120.");
    await rounds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`admin-preset-rounds-error-${w}.png`) });
    await rounds.fill("3");
    await page.getByRole("button", { name: "Create preset" }).click();
    await expect(page.getByTestId("saved-notice")).toHaveText(`Created "${title}" (version 1).`);
    await expect(page).toHaveURL(/\/admin\/presets\?game=sakura$/);
    await page.screenshot({ path: testInfo.outputPath(`admin-preset-saved-${w}.png`) });
    await page.reload();
    await expect(page.getByRole("link", { name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByTestId("saved-notice")).toHaveCount(0);
  }
});

// A preset that is not the default has three buttons; on a phone they went beside its text and left the title and the
// rules a column a word wide. The text keeps the card's width and the buttons go under it.
test("on a phone a preset's text keeps the card's width beside its buttons", async ({
  page,
  users,
  baseURL,
}, testInfo) => {
  const admin = await users.create({ role: "ADMIN" });
  await admin.apiLogin(page);
  await page.context().addCookies([{ name: "locale", value: "ko", url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin/presets?game=sakura");
  const rows = page.getByTestId("preset-row");
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all()) {
    const [text, card] = await Promise.all([row.getByTestId("preset-text").boundingBox(), row.boundingBox()]);
    expect(text!.width, await row.innerText()).toBeGreaterThan(card!.width * 0.7);
  }
  await page.screenshot({ path: testInfo.outputPath("admin-presets-360.png"), fullPage: true });
});
