// A player whose browser speaks Japanese, Korean or French meets no English in play: signed up through the page,
// they play a Sakura round to its end and a Sutda hand against a second player, then open a replay and the rules.
// Every page's visible text (document.body.innerText) is checked with the English-word detector; the failure names
// each page and its English words. Screenshots of the table at 390×844 go to SHOTS_DIR when it is set.
import type { APIRequestContext, Page } from "@playwright/test";
import { join } from "node:path";
import { mutate, playToEnd, query, startedTable, type GameView } from "./api";
import { englishDetector } from "./english-words";
import { expect, PASSWORD, test } from "./fixtures";
import { board } from "./play-helpers";
import { allowTime } from "./time-limits";

const shots = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The first legal moves of whoever is to act until `moves` were made (or nobody can move). */
async function playSome(requests: APIRequestContext[], gameId: string, moves: number) {
  for (let i = 0; i < moves; i++) {
    const views = await Promise.all(requests.map((r) => query<GameView>(r, "game.view", { gameId })));
    const k = views.findIndex((v) => v.legalMoves.length > 0);
    if (views[0]!.status !== "ACTIVE" || k < 0) return;
    await mutate(requests[k]!, "game.move", { gameId, seq: views[k]!.seq, move: views[k]!.legalMoves[0] });
  }
}

for (const locale of ["ja-JP", "ko-KR", "fr-FR"] as const) {
  const lang = locale.slice(0, 2);

  test(`${locale}: a Sakura round, a Sutda hand, a replay and the rules read without English`, async ({
    browser,
    users,
    baseURL,
  }, testInfo) => {
    allowTime(120_000);
    const n = `${testInfo.workerIndex}${Date.now() % 100_000}`;
    const me = { name: `Aoi ${n}`, email: `play-${lang}-${n}@e2e.test` };
    const opponent = await users.create({ displayName: `Ren ${n}` });
    const context = await browser.newContext({ locale, viewport: DESKTOP });
    const other = await browser.newContext({ locale, viewport: DESKTOP });
    // The site keeps the players' names and an admin's presets' titles and descriptions as they were written (a
    // built-in preset's words, with their catalog keys, are said in the reader's language).
    type Preset = { title: string; description: string | null; titleKey: string | null; descriptionKey: string | null };
    // Read again before the rules pages: another test may have added a preset meanwhile.
    const presetWords = async () => {
      const words: string[] = [];
      for (const game of ["sakura", "sutda"])
        for (const p of await query<Preset[]>(context.request, "rules.presets", { game }))
          words.push(p.titleKey ? "" : p.title, p.descriptionKey ? "" : (p.description ?? ""));
      return words;
    };
    let detect = englishDetector(lang, [me.name, opponent.displayName, ...(await presetWords())]);
    const findings: string[] = [];
    // Each English word with the first line it stands in, so that a finding says where to look.
    const check = async (page: Page, what: string) => {
      const text = await page.evaluate(() => document.body.innerText);
      const words = detect(text);
      const lines = text.split("\n");
      const where = (w: string) =>
        lines
          .find((l) => l.includes(w))!
          .trim()
          .slice(0, 80);
      if (words.length > 0)
        findings.push(
          `${what} (${page.url().replace(baseURL!, "")}): ${words.map((w) => `${w} «${where(w)}»`).join(", ")}`,
        );
    };

    try {
      const page = await context.newPage();
      await page.goto("/sign-up");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await check(page, "sign-up");
      await page.locator('input[name="email"]').fill(me.email);
      await page.locator('input[name="displayName"]').fill(me.name);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/play$/);
      await check(page, "lobby");
      const second = await other.newPage();
      await opponent.apiLogin(second);
      const players = [page.request, second.request];

      // Sakura: the table during the round (its move log), then the round's and the match's end.
      const sakura = await startedTable(page.request, [second.request], { options: { rounds: 1 }, timeControl: null });
      await playSome(players, sakura.gameId, 7);
      await page.goto(`/table/${sakura.tableId}`);
      await expect(board(page)).toBeVisible();
      await expect(page.getByTestId("live-game")).toHaveAttribute("data-connected", "true");
      await expect(page.getByTestId("move-log")).toBeVisible();
      await check(page, "Sakura table in play");
      if (shots && lang !== "fr") {
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: join(shots, `play-sakura-${lang}-390.png`) });
        await page.setViewportSize(DESKTOP);
      }
      await playToEnd(players, sakura.gameId);
      await expect(page.getByTestId("round-result")).toBeVisible();
      await check(page, "Sakura result dialog");
      if (shots && lang !== "fr") {
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: join(shots, `play-sakura-result-${lang}-390.png`) });
        await page.setViewportSize(DESKTOP);
      }
      await page.reload();
      await expect(page.getByTestId("round-result")).toBeVisible();
      await check(page, "Sakura finished table");

      // Sutda: one hand between the two.
      const sutda = await startedTable(page.request, [second.request], {
        game: "sutda",
        options: { end: "rounds_N", rounds: 1 },
        timeControl: null,
      });
      await playSome(players, sutda.gameId, 1);
      await page.goto(`/table/${sutda.tableId}`);
      await expect(board(page)).toBeVisible();
      await expect(page.getByTestId("move-log")).toBeVisible();
      await check(page, "Sutda table in play");
      if (shots && lang !== "fr") {
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: join(shots, `play-sutda-${lang}-390.png`) });
        await page.setViewportSize(DESKTOP);
      }
      await playToEnd(players, sutda.gameId);
      await expect(page.getByTestId("round-result")).toBeVisible();
      await check(page, "Sutda result dialog");

      for (const [what, path] of [
        ["Sakura replay", `/replays/${sakura.gameId}?move=5`],
        ["Sutda replay", `/replays/${sutda.gameId}?move=2`],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId("replay")).toBeVisible();
        await check(page, what);
      }
      detect = englishDetector(lang, [me.name, opponent.displayName, ...(await presetWords())]);
      for (const game of ["sakura", "sutda"]) {
        await page.goto(`/rules/${game}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await check(page, `rules of ${game}`);
      }
    } finally {
      await context.close();
      await other.close();
    }
    expect(findings, `English on the ${locale} pages:\n${findings.join("\n")}`).toEqual([]);
  });
}
