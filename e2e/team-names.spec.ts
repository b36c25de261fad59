// A team's names are joined as the page's language lists names ("A、B" in Japanese, "A y B" in Spanish), and a time
// bank is labelled as the language labels a value ("持ち時間：9:59"): a Sakura table of two teams of two, at 390 px.
// Screenshots go to TEAM_NAMES_SHOTS_DIR (default: the test's output folder).
import type { Page } from "@playwright/test";
import { mutate } from "./api";
import { expect, test } from "./fixtures";
import { allowTime } from "./time-limits";

const PHONE = { width: 390, height: 844 };

async function teamTable(page: Page): Promise<void> {
  const t = await mutate<{ tableId: string }>(page.request, "table.create", {
    game: "sakura",
    playerCount: 4,
    teams: "2v2",
    options: {},
    timeControl: { kind: "bank", initialSeconds: 600, incrementSeconds: 10 },
    timeoutsBeforeForfeit: 3,
    visibility: "PRIVATE",
  });
  await mutate(page.request, "table.fillWithBots", { tableId: t.tableId, level: "heuristic" });
  await page.goto(`/table/${t.tableId}`);
  await expect(page.getByTestId("game-board")).toHaveAttribute("data-game", "sakura", { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  const dir = process.env.TEAM_NAMES_SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`) });
}

for (const { locale, and, bank } of [
  { locale: "ja-JP", and: "、", bank: "持ち時間：" },
  { locale: "es-ES", and: " y ", bank: "Reserva: " },
] as const) {
  test(`${locale}: a team's names and a time bank read in the page's language at 390 px`, async ({
    browser,
    users,
  }) => {
    allowTime(120_000);
    const me = await users.create();
    const context = await browser.newContext({ locale, viewport: PHONE });
    const page = await context.newPage();
    await me.apiLogin(page);
    await teamTable(page);
    // the other team's names in the match's score, joined with the language's own word or comma
    const match = page
      .getByRole("complementary")
      .filter({ has: page.locator("ol") })
      .first();
    const sides = match.locator("ol > li");
    await expect(sides).toHaveCount(2);
    await expect(sides.filter({ hasText: and })).toHaveCount(2);
    await expect(page.locator("body")).not.toContainText(" & ");
    await expect(page.getByTestId("bank").first()).toContainText(bank);
    const lang = locale.slice(0, 2);
    await shot(page, `sakura-2v2-${lang}-390`);
    await match.scrollIntoViewIfNeeded();
    await shot(page, `sakura-2v2-${lang}-390-match`);
    await context.close();
  });
}
