// The new-table form checks the rules in the browser: a value a rule does not take (a number typed below the field's
// least) is said in the page's language beside the rule, not in the engine's English.
import { expect, test } from "./fixtures";
import { shotsAtBothSizes } from "./play-helpers";

for (const [locale, label, said] of [
  ["fr-FR", "Mise initiale", /Mise initiale\s:\schoisissez un nombre entier de 0 à 1\s000\s000\./],
  ["ja-JP", "アンティ", /アンティ：0から1,000,000までの整数を選んでください。/],
] as const) {
  test(`${locale}: the new-table form says a refused value in the page's language`, async ({ browser, users }) => {
    const user = await users.create();
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await user.apiLogin(page);
      await page.goto("/play");
      await page.getByTestId("new-table").click();
      const form = page.getByTestId("create-table-form");
      await form.getByRole("radio", { name: /Sutda|ソッダ/ }).check();
      await expect(form.getByTestId("preset-picker")).toBeVisible();
      await form.evaluate((f) => f.querySelectorAll("details").forEach((d) => (d.open = true)));
      await form.getByLabel(label, { exact: true }).fill("-5");
      await form.getByTestId("create-table").click();
      await expect(form).toContainText(said);
      await expect(form).not.toContainText(/must be|whole number/);
      await form.getByLabel(label, { exact: true }).scrollIntoViewIfNeeded();
      await shotsAtBothSizes(page, process.env.SHOTS_DIR, `table-form-refusal-${locale}`);
    } finally {
      await context.close();
    }
  });
}
