// Issue 5, "Done when": a Judge match with both players acting. Two users in two browser contexts (one on a phone
// screen) create and join a Judge table with the shortest reaction window (the real option window_ms = 1000), both
// open the match page, the server runs every countdown and reveal, both players click HIT/DEFEND in the rounds, the
// outcomes show on both pages, and the match reaches its end and summary.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";
import { board, closePlayers, type Player } from "./play-helpers";

async function seat(browser: Browser, testInfo: TestInfo, user: TestUser, viewport: { width: number; height: number }): Promise<Player> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  await user.apiLogin(page);
  return { user, page, context };
}

/** What a page shows at a reveal: its round, the viewer's role, and where its heads are on the screen (to tap). */
interface Reveal {
  over: boolean;
  round: number;
  role: string;
  /** Centres of the opponent's head (HIT) and one's own (DEFEND), in the viewport. */
  hitAt: { x: number; y: number } | null;
  defendAt: { x: number; y: number } | null;
}

/**
 * Waits until the pickets of a round after `after` are up on the page and the player may act, or the match is over.
 * Everything needed to act comes back in this one call: on a busy machine every round trip costs part of the window.
 * A round the test was too slow for is simply skipped: the next one counts.
 */
async function nextReveal(page: Page, after: number): Promise<Reveal> {
  const handle = await page.waitForFunction(
    (a) => {
      const b = document.querySelector('[data-testid="game-board"][data-game="judge"]');
      if (!b) return null;
      if (b.getAttribute("data-phase") === "over") return { over: true, round: 0, role: "", hitAt: null, defendAt: null };
      const r = Number(b.getAttribute("data-round") || "0");
      const up = document.querySelectorAll('[data-testid="judge-picket"][data-revealed="true"]').length === 2;
      if (b.getAttribute("data-phase") !== "open" || !up || r <= a || b.getAttribute("data-my-turn") !== "true") return null;
      const centre = (prefix: string) => {
        const el = [...document.querySelectorAll("button.jb-head-card")].find((x) => x.getAttribute("aria-label")?.startsWith(prefix));
        if (!el) return null;
        const q = el.getBoundingClientRect();
        return q.bottom <= window.innerHeight && q.top >= 0 ? { x: q.x + q.width / 2, y: q.y + q.height / 2 } : null;
      };
      return { over: false, round: r, role: b.getAttribute("data-role") ?? "", hitAt: centre("HIT "), defendAt: centre("DEFEND ") };
    },
    after,
    // 23 rounds of about four seconds: a round never takes this long, the whole match does.
    { timeout: 60_000, polling: 20 },
  );
  return (await handle.jsonValue()) as Reveal;
}

test("Judge: both players on the match page, the server runs the rounds, both act, outcomes show, the match ends", async ({ browser, users }, testInfo) => {
  test.setTimeout(300_000);
  const [alice, bob] = [await users.create(), await users.create()];
  const players = [await seat(browser, testInfo, alice, { width: 1280, height: 900 }), await seat(browser, testInfo, bob, { width: 390, height: 844 })];
  const [a, b] = players as [Player, Player];
  const shot = (p: Player, name: string) => p.page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.endsWith("full") });
  try {
    // Alice opens a Judge table with the longest reaction window (3 s: room for a busy machine to act in time).
    await a.page.goto("/play");
    await a.page.getByTestId("new-table").click();
    const form = a.page.getByTestId("create-table-form");
    await form.getByRole("radio", { name: /^Judge/ }).check();
    // the site's presets load after the game is chosen and set every rule: wait before changing one
    await expect(form.getByTestId("preset-picker")).toBeVisible();
    await expect(form.getByTestId("create-table")).toBeEnabled();
    await form.getByText(/^Change single rules/).click();
    await form.getByLabel("Reaction window (ms)").fill("3000");
    await form.getByTestId("create-table").click();
    await expect(a.page).toHaveURL(/\/table\/[^/?]+$/);
    const url = a.page.url();
    // Bob joins from the link: the match starts and both pages show the board.
    await b.page.goto(url);
    await b.page.getByTestId("join-table").click();
    for (const p of players) await expect(board(p.page)).toHaveAttribute("data-game", "judge");

    // The first countdown runs once both are present (3-2-1 on the server's clock).
    await expect(board(a.page)).toHaveAttribute("data-phase", /countdown|open/, { timeout: 30_000 });
    // The phone shows the table from its top: both heads on the screen, to be tapped.
    await b.page.getByTestId("judge-table").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await shot(b, "judge-phone-countdown");

    // Each round both pages wait for the reveal, then act at once: Alice by keyboard, Bob by tapping a head.
    // Who acts: in even rounds both (the later month hits, the earlier defends: a hit against a defence); in odd
    // rounds only the later month hits (it wins); on the same month both hit. A player never sits out more than one
    // round in a row (plus any round the test was too slow for), far from the inactivity limit (K = 5).
    let lastRound = 0;
    let checkedOutcome = false;
    for (;;) {
      const [ra, rb] = await Promise.all([nextReveal(a.page, lastRound), nextReveal(b.page, lastRound)]);
      if (ra.over || rb.over) break;
      lastRound = Math.max(ra.round, rb.round);
      if (ra.round !== rb.round) continue; // one page was too slow for this round
      const act = (p: Player, r: Reveal, what: "hit" | "defend") => {
        if (p === a) return a.page.keyboard.press(what === "hit" ? (r.round % 4 === 1 ? "ArrowUp" : "h") : "d");
        const at = what === "hit" ? r.hitAt : r.defendAt;
        return at ? b.page.touchscreen.tap(at.x, at.y) : b.page.getByTestId(what === "hit" ? "judge-hit" : "judge-defend").tap({ force: true, timeout: 3000 }).catch(() => {});
      };
      const roles = [ra.role, rb.role];
      const mine = [ra, rb];
      if (roles[0] === "same") await Promise.all(players.map((p, i) => act(p, mine[i]!, "hit")));
      else {
        const later = roles.indexOf("later");
        const moves = [act(players[later]!, mine[later]!, "hit")];
        if (lastRound % 2 === 0) moves.push(act(players[1 - later]!, mine[1 - later]!, "defend"));
        await Promise.all(moves);
      }
      if (!checkedOutcome) {
        // The round's outcome reaches both pages (once: each check costs time a busy machine may need for the next round).
        checkedOutcome = true;
        for (const p of players) await expect(p.page.getByTestId("judge-log").locator(`li[data-round="${lastRound}"]`)).toBeVisible({ timeout: 15_000 });
        await shot(a, "judge-desktop-outcome");
        await shot(b, "judge-phone-outcome");
      }
    }

    // The end: both pages show the summary with the winner and all 23 rounds.
    for (const p of players) {
      await expect(board(p.page)).toHaveAttribute("data-phase", "over", { timeout: 20_000 });
      await expect(p.page.getByTestId("judge-summary")).toBeVisible();
      await expect(p.page.getByTestId("match-winner")).toHaveText(/wins the match|win the match|draw/i);
      await expect(p.page.getByTestId("match-winner")).not.toContainText("forfeit");
      await expect(p.page.getByTestId("judge-log").locator("li")).toHaveCount(23);
    }
    // The rounds are told in words, the same on both pages; most had actions from both (a busy machine may miss one).
    const logs = await Promise.all(players.map((p) => p.page.getByTestId("judge-log").locator("li").allInnerTexts()));
    expect(logs.map((l) => l.length)).toEqual([23, 23]);
    const acted = logs[0]!.filter((t) => /hit at|defended at/.test(t)).length;
    expect(acted).toBeGreaterThanOrEqual(15);
    expect(logs[0]!.join("\n")).toMatch(/hit first|hit before the defence|Both hit|Same month/);
    expect(logs[0]!.join("\n")).toMatch(/→ pot \+2/);
    await shot(a, "judge-desktop-summary-full");
    await shot(b, "judge-phone-summary-full");
  } finally {
    await closePlayers(players);
  }
});
