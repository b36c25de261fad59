// The rules and a replay in the reader's language on a phone: /rules/sakura and a finished Sakura game's replay in
// Japanese and German at 390×844 read in that language and run past no edge (a long German word or a Japanese line
// that does not wrap would widen the page). Screenshots go to SHOTS_DIR when it is set.
import type { Browser } from "@playwright/test";
import { join } from "node:path";
import { playToEnd, startedTable } from "./api";
import { expect, test } from "./fixtures";
import { allowTime } from "./time-limits";

const shots = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
// A phone says it is one: the server then draws the phone's layout, which the page keeps after it loads.
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const WORDS = {
  ja: { rules: "の遊び方", gaji: "ガジ——万能の雷", replay: "手順", next: "次へ", title: /^[^:]+：\S/ },
  de: {
    rules: "So spielt man",
    gaji: "Der Gaji – der Blitz als Joker",
    replay: "Züge",
    next: "Weiter",
    title: /^Sakura: \S/,
  },
} as const;

async function visitor(browser: Browser, baseURL: string, locale: keyof typeof WORDS) {
  const context = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT, isMobile: true });
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
  return { context, page: await context.newPage() };
}

test("the rules and a replay read in Japanese and German on a phone, nothing cut off", async ({
  page,
  users,
  browser,
  baseURL,
}) => {
  // A game played to its end, then three pages in each of two languages.
  allowTime(180_000);
  const [aiko, botan] = [await users.create(), await users.create()];
  await aiko.apiLogin(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await botan.apiLogin(second);
  const { gameId } = await startedTable(page.request, [second.request], { options: { rounds: 1 } });
  await playToEnd([page.request, second.request], gameId);
  await other.close();

  for (const locale of ["ja", "de"] as const) {
    const words = WORDS[locale];
    const { context, page: phone } = await visitor(browser, baseURL!, locale);
    await phone.goto("/rules/sakura");
    await expect(phone.locator("html")).toHaveAttribute("lang", locale);
    await expect(phone.getByRole("heading", { level: 1 })).toContainText(words.rules);
    await expect(phone.getByRole("heading", { name: words.gaji })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (shots) await phone.screenshot({ path: join(shots, `i18n-rules-sakura-${locale}.png`), fullPage: true });

    await phone.goto(`/replays/${gameId}?move=3`);
    await expect(phone.getByTestId("replay")).toHaveAttribute("data-step", "3");
    await expect(phone.getByRole("heading", { name: words.replay, exact: true })).toBeAttached();
    await expect(phone.getByTestId("step-forward")).toContainText(words.next);
    // the game and its players joined as the language writes a heading's colon
    await expect(phone.getByTestId("replay-title")).toHaveText(words.title);
    // the check runs once seen (it loads the game's rules): under the board on a phone
    await phone.getByTestId("fairness").scrollIntoViewIfNeeded();
    await expect(phone.getByTestId("fairness")).toHaveAttribute("data-status", "ok");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (shots) await phone.screenshot({ path: join(shots, `i18n-replay-${locale}.png`), fullPage: true });
    await phone.goto("/replays/import");
    await expect(phone.getByRole("heading", { level: 1 })).not.toHaveText("View a record file");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }
});

test("a preset's rules page names its house rules and their values in the reader's language", async ({
  browser,
  baseURL,
}) => {
  const said = {
    ja: "ハウスルール — 札：標準のソッダ札（20枚）。",
    de: "Hausregel — Kartensatz: Standard-Seotda-Deck (20 Karten).",
  } as const;
  for (const locale of ["ja", "de"] as const) {
    const { context, page } = await visitor(browser, baseURL!, locale);
    await page.goto("/rules/sutda?preset=standard-seotda");
    const note = page.getByTestId("house-rule-deck");
    await expect(note).toContainText(said[locale]);
    await expect(note).not.toContainText("Deck:");
    await context.close();
  }
});
