// Koi-Koi in the languages its players read first: a practice round against a bot, played by clicking on a phone,
// meets no English on the board, in the koi-koi decision or in the round's scoring. Screenshots of the decision and
// the scoring at 390×844 (and a German winner's scoring at 360 px) go to SHOTS_DIR when it is set.
import type { Page } from "@playwright/test";
import { mutate, query } from "./api";
import { englishDetector } from "./english-words";
import { expect, test } from "./fixtures";
import { board, fishingMove, startPractice } from "./play-helpers";
import { allowTime } from "./time-limits";

const shots = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

/** Words a page shows that are not the site's: the players' names and the bots'. */
async function namesOn(page: Page, gameId: string): Promise<string[]> {
  const view = await query<{ players: { displayName: string }[] }>(page.request, "game.view", { gameId });
  return view.players.map((s) => s.displayName);
}

for (const locale of ["ja", "ko"] as const) {
  test(`${locale}: a Koi-Koi round against a bot reads without English, decision and scoring included`, async ({
    browser,
    users,
  }) => {
    allowTime(240_000);
    const me = await users.create();
    const context = await browser.newContext({ locale, viewport: PHONE });
    const page = await context.newPage();
    try {
      await me.apiLogin(page);
      await mutate(page.request, "user.setLocale", { locale });
      const { gameId } = await startPractice(page, { game: "koikoi", options: {} });
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const detect = englishDetector(locale, [me.displayName, ...(await namesOn(page, gameId))]);
      const findings: string[] = [];
      const check = async (what: string) => {
        const found = detect(await page.evaluate(() => document.body.innerText));
        if (found.length > 0) findings.push(`${what}: ${found.join(", ")}`);
      };
      await check("the board");

      // My turns until the round is scored; the first decision is answered "stop".
      let decided = false;
      for (let i = 0; i < 200; i++) {
        const result = page.getByTestId("round-result");
        const decision = page.getByTestId("koikoi-decision");
        // The decision sits on the board of the turn, and the scoring opens over it: any of them, the first found.
        await expect(
          board(page).and(page.locator('[data-my-turn="true"]')).or(result).or(decision).first(),
        ).toBeVisible({ timeout: 30_000 });
        if (await result.isVisible()) break;
        if (await decision.isVisible()) {
          await check("the koi-koi decision");
          if (shots) await page.screenshot({ path: `${shots}/koikoi-${locale}-decision.png` });
          const seq = await board(page).getAttribute("data-seq");
          await decision.getByTestId("koikoi-stop").click();
          await expect(board(page)).not.toHaveAttribute("data-seq", seq ?? "");
          decided = true;
          continue;
        }
        await fishingMove(page);
      }
      await expect(page.getByTestId("round-result")).toBeVisible();
      await check("the round's scoring");
      if (shots) await page.screenshot({ path: `${shots}/koikoi-${locale}-scoring${decided ? "-stopped" : ""}.png` });
      // Nothing reads outside the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(findings, findings.join("\n")).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("de: on a 360 px phone the round's winner reads their whole name beside “gewinnt” in the scoring", async ({
  browser,
  users,
}) => {
  allowTime(360_000);
  // twelve letters, as long as names the site meets ("Wilhelm_MW42")
  const me = await users.create({ displayName: `Wilhelm_${Date.now().toString(36).slice(-4)}` });
  const context = await browser.newContext({ locale: "de", viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await me.apiLogin(page);
    await mutate(page.request, "user.setLocale", { locale: "de" });
    await startPractice(page, { game: "koikoi", options: {} });
    // Rounds until one the page's player wins (the badge is on the winner's side); at most the game's twelve.
    let checked = false;
    for (let i = 0; i < 600 && !checked; i++) {
      const result = page.getByTestId("round-result");
      await expect(board(page).and(page.locator('[data-my-turn="true"]')).or(result).first()).toBeVisible({
        timeout: 30_000,
      });
      if (!(await result.isVisible())) {
        await fishingMove(page);
        continue;
      }
      const winner =
        (await page
          .getByTestId("round-winner")
          .textContent()
          .catch(() => "")) ?? "";
      if (winner.startsWith("Du ")) {
        const mine = result.locator("section").filter({ hasText: "(du)" });
        await expect(mine.getByText("gewinnt", { exact: true })).toBeVisible();
        const name = mine.locator(".truncate").first();
        await expect(name).toHaveText(me.displayName);
        const cut = await name.evaluate((e) => e.scrollWidth > e.clientWidth);
        expect(cut, `${me.displayName} cut in the scoring`).toBe(false);
        if (shots) await result.screenshot({ path: `${shots}/koikoi-de-360-winner.png` });
        checked = true;
      } else {
        await page.getByTestId("round-result-continue").click();
        await expect(result).toHaveCount(0);
      }
    }
    expect(checked, "a round won by the page's player").toBe(true);
  } finally {
    await context.close();
  }
});
