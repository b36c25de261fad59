// A Judge match with both players acting. Two users in two browser contexts (one on a phone
// screen) create and join a Judge table with the longest reaction window (the real option window_ms = 3000), both
// open the match page and press Ready, the server runs every countdown and reveal, both players act in the rounds (the desktop by
// keyboard, the phone by tapping a head), the outcomes show on both pages, and the match reaches its end and summary.
//
// Each player plays on its own, as two people do: it waits for its page to show the reveal and acts at once. On a busy
// machine every round trip to a browser costs part of the window, so an act is one input event (a key press, a tap at
// the head's point read with the reveal), never a wait on the other page or a locator's actionability checks.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { OWD_CAP_MS } from "../src/engine/judge/live";
import { expect, test, type TestUser } from "./fixtures";
import { board, closePlayers, type Player } from "./play-helpers";
import { allowTime } from "./time-limits";

async function seat(
  browser: Browser,
  testInfo: TestInfo,
  user: TestUser,
  viewport: { width: number; height: number },
): Promise<Player> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  await user.apiLogin(page);
  return { user, page, context };
}

type Point = { x: number; y: number };

/** What a page shows at a reveal: its round, the viewer's role, and where its heads are on the screen (to tap). */
interface Reveal {
  over: boolean;
  round: number;
  role: string;
  /** Centres of the opponent's head (HIT) and one's own (DEFEND) in the viewport, where a tap lands on that head. */
  hitAt: Point | null;
  defendAt: Point | null;
}

/**
 * Waits until the pickets of a round after `after` are up on the page and the player may act, or the match is over.
 * Everything needed to act comes back in this one call, with the answer (one round trip, not a handle and then its
 * value): on a busy machine every round trip costs part of the window. A round the page showed too late to act in is
 * simply skipped: the next one counts.
 */
function nextReveal(page: Page, after: number): Promise<Reveal> {
  return page.evaluate(
    ({ a, timeoutMs }) =>
      new Promise<Reveal>((resolve, reject) => {
        const until = Date.now() + timeoutMs;
        const centre = (prefix: string) => {
          // A head is a button named by its card picture (the svg's label: "HIT <name>'s head, …", "DEFEND your head, …").
          const el = [...document.querySelectorAll("button.jb-head-card")].find((x) =>
            x.querySelector("svg")?.getAttribute("aria-label")?.startsWith(prefix),
          );
          if (!el) return null;
          const q = el.getBoundingClientRect();
          const at = { x: q.x + q.width / 2, y: q.y + q.height / 2 };
          // On the screen and not covered: a tap at this point reaches the head.
          const top = document.elementFromPoint(at.x, at.y);
          return top && el.contains(top) ? at : null;
        };
        const look = (): Reveal | null => {
          const b = document.querySelector('[data-testid="game-board"][data-game="judge"]');
          if (!b) return null;
          if (b.getAttribute("data-phase") === "over")
            return { over: true, round: 0, role: "", hitAt: null, defendAt: null };
          const r = Number(b.getAttribute("data-round") || "0");
          const up = document.querySelectorAll('[data-testid="judge-picket"][data-revealed="true"]').length === 2;
          if (b.getAttribute("data-phase") !== "open" || !up || r <= a || b.getAttribute("data-my-turn") !== "true")
            return null;
          return {
            over: false,
            round: r,
            role: b.getAttribute("data-role") ?? "",
            hitAt: centre("HIT "),
            defendAt: centre("DEFEND "),
          };
        };
        const poll = () => {
          const seen = look();
          if (seen) resolve(seen);
          else if (Date.now() > until) reject(new Error(`no reveal after round ${a} within ${timeoutMs} ms`));
          else setTimeout(poll, 20);
        };
        poll();
      }),
    // 23 rounds of about four seconds: a round never takes this long, the whole match does.
    { a: after, timeoutMs: 60_000 },
  );
}

/** Whether the page still offers an action in round `round` (its pickets up, the player's action not taken). */
function stillOffered(page: Page, round: number): Promise<boolean> {
  return page.evaluate((r) => {
    const b = document.querySelector('[data-testid="game-board"][data-game="judge"]');
    return (
      !!b &&
      b.getAttribute("data-phase") === "open" &&
      b.getAttribute("data-round") === String(r) &&
      b.getAttribute("data-my-turn") === "true"
    );
  }, round);
}

test("Judge: both players on the match page, the server runs the rounds, both act, outcomes show, the match ends", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(300_000);
  const [alice, bob] = [await users.create(), await users.create()];
  const players = [
    await seat(browser, testInfo, alice, { width: 1280, height: 900 }),
    await seat(browser, testInfo, bob, { width: 390, height: 844 }),
  ];
  const [a, b] = players as [Player, Player];
  const shot = (p: Player, name: string) =>
    p.page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.endsWith("full") });
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

    // Before the first round each presses Ready: no countdown until both have.
    for (const p of players) await expect(board(p.page)).toHaveAttribute("data-phase", "ready", { timeout: 30_000 });
    await shot(b, "judge-phone-ready");
    await a.page.getByTestId("judge-ready").click();
    await expect(a.page.getByTestId("judge-banner-room")).toContainText(
      `Waiting for ${bob.displayName} to press Ready`,
    );
    await expect(board(a.page)).toHaveAttribute("data-phase", "ready");
    await shot(a, "judge-desktop-ready-waiting");
    await b.page.getByTestId("judge-ready").click();

    // The first countdown runs once both are ready (3-2-1 on the server's clock).
    await expect(board(a.page)).toHaveAttribute("data-phase", /countdown|open/, { timeout: 30_000 });
    // The phone shows the table from its top: both heads on the screen, to be tapped.
    await b.page.getByTestId("judge-table").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await shot(b, "judge-phone-countdown");

    // Each player plays on its own: it waits for its page's reveal and acts at once, Alice by keyboard, Bob by tapping
    // a head. Who acts: in even rounds both (the later month hits, the earlier defends: a hit against a defence); in
    // odd rounds only the later month hits (it wins); on the same month both hit. A player never sits out more than
    // one round in a row (plus any round its page showed too late), far from the inactivity limit (K = 5).
    const act = async (p: Player, r: Reveal, what: "hit" | "defend") => {
      // A person's reaction, not a script's: the server calls an action a false start when it arrives sooner after the
      // reveal than the way there and back at the player's estimated delay (up to OWD_CAP_MS each way), and the first
      // pings of a busy machine overstate that delay. A press at once was ignored as one in early rounds.
      await p.page.waitForTimeout(2 * OWD_CAP_MS + 50);
      if (p === a) return a.page.keyboard.press(what === "hit" ? (r.round % 4 === 1 ? "ArrowUp" : "h") : "d");
      const at = what === "hit" ? r.hitAt : r.defendAt;
      if (at) return b.page.touchscreen.tap(at.x, at.y);
      // The head is not on the screen: Playwright brings it in and taps it, unless the round was decided meanwhile.
      const head = b.page.locator("button.jb-head-card", {
        has: b.page.locator(`svg[aria-label^="${what === "hit" ? "HIT " : "DEFEND "}"]`),
      });
      await head.tap({ timeout: 5_000 }).catch(async (e: unknown) => {
        if (await stillOffered(b.page, r.round)) throw e;
      });
    };
    /** Plays until the match is over; returns the rounds in which the player hit as the later month. */
    const play = async (p: Player): Promise<number[]> => {
      const hits: number[] = [];
      let last = 0;
      let checkedOutcome = false;
      for (;;) {
        const r = await nextReveal(p.page, last);
        if (r.over) return hits;
        last = r.round;
        const what = r.role === "earlier" ? (r.round % 2 === 0 ? "defend" : null) : "hit";
        if (!what) continue;
        await act(p, r, what);
        if (r.role === "later") hits.push(r.round);
        if (!checkedOutcome) {
          // The round's outcome reaches the page (once: each check costs time a busy machine may need for the next round).
          checkedOutcome = true;
          await expect(p.page.getByTestId("judge-log").locator(`li[data-round="${r.round}"]`)).toBeVisible({
            timeout: 15_000,
          });
          await shot(p, p === a ? "judge-desktop-outcome" : "judge-phone-outcome");
        }
      }
    };
    const hitsOf = await Promise.all(players.map(play));

    // The end: both pages show the summary with the winner and all 23 rounds.
    for (const p of players) {
      await expect(board(p.page)).toHaveAttribute("data-phase", "over", { timeout: 20_000 });
      await expect(p.page.getByTestId("judge-summary")).toBeVisible();
      // the banner says who won, with the score; the summary under it does not say it again
      await expect(p.page.getByTestId("turn-title")).toHaveText(/wins the match|win the match|draw/i);
      await expect(p.page.getByTestId("turn-title")).not.toContainText("forfeit");
      await expect(p.page.getByTestId("judge-summary")).not.toContainText(/wins? the match/);
      await expect(p.page.getByTestId("judge-log").locator("li")).toHaveCount(23);
    }
    // The rounds are told in words, the same on both pages; most had actions from both (a busy machine may miss one).
    const logs = await Promise.all(players.map((p) => p.page.getByTestId("judge-log").locator("li").allInnerTexts()));
    expect(logs.map((l) => l.length)).toEqual([23, 23]);
    const acted = logs[0]!.filter((t) => /hit at|defended at/.test(t)).length;
    expect(acted).toBeGreaterThanOrEqual(15);
    expect(logs[0]!.join("\n")).toMatch(/hit first|hit before the defence|Both hit|Same month/);
    expect(logs[0]!.join("\n")).toMatch(/→ pot \+2/);
    // A hit a player made as the later month counts: nothing closes such a round before that hit but the end of the
    // 3 s window, so the log shows it (a tap or key press the page or the server lost shows as "did nothing"). One per
    // player may miss: on a machine loaded far beyond its cores the test's own input can take most of the window.
    const byRound = new Map(
      await a.page
        .getByTestId("judge-log")
        .locator("li")
        .evaluateAll((els) =>
          els.map(
            (el) =>
              [Number(el.getAttribute("data-round")), (el as HTMLElement).innerText.replace(/\s+/g, " ")] as const,
          ),
        ),
    );
    players.forEach((p, i) => {
      const hits = hitsOf[i]!;
      expect(hits.length, `${p.user.displayName} hit as the later month in a few rounds`).toBeGreaterThanOrEqual(4);
      const lost = hits.filter((r) => !byRound.get(r)?.includes(`${p.user.displayName} hit at`));
      expect(
        lost.length,
        `rounds where ${p.user.displayName}'s hit is not in the log:\n${lost.map((r) => byRound.get(r)).join("\n")}`,
      ).toBeLessThanOrEqual(1);
    });
    await shot(a, "judge-desktop-summary-full");
    await shot(b, "judge-phone-summary-full");
  } finally {
    await closePlayers(players);
  }
});
