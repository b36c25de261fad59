// The site in the visitor's language: a browser set to Japanese gets the home and sign-in pages in Japanese; the
// switcher changes to German, which a new page load keeps (the cookie) and, once signed in, the profile keeps
// on any browser. Screenshots of a phone in both languages go to SHOTS_DIR when it is set.
import { join } from "node:path";
import { expect, test } from "./fixtures";

const shots = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

test.describe("languages", () => {
  test.use({ locale: "ja-JP", viewport: PHONE });

  test("a Japanese browser reads Japanese; the switcher changes to German and keeps it", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("十二か月、四十八枚、六つのゲーム。");
    await expect(page.getByRole("heading", { name: "さくら（ハワイ花札）" })).toBeVisible();
    if (shots) await page.screenshot({ path: join(shots, "i18n-home-ja.png"), fullPage: true });

    await page.getByRole("link", { name: "ログイン" }).first().click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログイン");
    await expect(page.getByLabel("メールアドレス")).toBeVisible();
    if (shots) await page.screenshot({ path: join(shots, "i18n-sign-in-ja.png"), fullPage: true });

    // the header's switcher, in sight on a phone (the page has no other)
    await page.locator("header").getByLabel("言語").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    if (shots) await page.screenshot({ path: join(shots, "i18n-sign-in-de.png"), fullPage: true });

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Zwölf Monate, achtundvierzig Karten, sechs Spiele.",
    );
    if (shots) await page.screenshot({ path: join(shots, "i18n-home-de.png"), fullPage: true });
    await page.getByRole("button", { name: "Menü" }).click();
    await expect(
      page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Turniere" }),
    ).toBeVisible();
    if (shots) await page.screenshot({ path: join(shots, "i18n-menu-de.png") });
  });

  test("a player's choice is kept in their profile, over the browser's language", async ({ page, users, browser }) => {
    const player = await users.create();
    await player.apiLogin(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await page.getByRole("button", { name: "メニュー" }).click();
    await page.getByRole("banner").getByLabel("言語").selectOption("ko");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("link", { name: "게임 고르기" })).toBeVisible();

    // Another browser, in Japanese and without the cookie: the profile decides once the player signs in.
    const other = await browser.newContext({ locale: "ja-JP", viewport: PHONE });
    const second = await other.newPage();
    await player.apiLogin(second);
    await second.goto("/");
    await expect(second.locator("html")).toHaveAttribute("lang", "ko");
    await other.close();
  });

  test.describe("on a wider screen", () => {
    test.use({ locale: "de-DE" });
    for (const width of [768, 1024, 1280]) {
      test(`the German header fits ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/");
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: "Hanafuda, Startseite" })).toBeVisible();
        // Nothing in the header runs past the screen's edge.
        const overflow = await page.evaluate(() => document.querySelector("header")!.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (shots) await page.screenshot({ path: join(shots, `i18n-header-de-${width}.png`) });
      });
    }
  });
});
