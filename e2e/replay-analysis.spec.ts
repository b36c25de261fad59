// The replay's analysis panel ("what would the bot play?"), end to end: a finished Sakura game between two players
// (played through the API), its replay opened at a position where a seat chooses, Analyse pressed, and every legal
// move of that seat ranked by the strong bot's search with the bot's pick and the move played marked. Stepping on
// clears the panel; stepping back shows the answer again; the A key asks in the chooser's own view. On a phone the
// board comes right under the replay controls, Analyse beside the move's words, and the answer, under the board,
// comes into view when asked.
import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { AnyRuleset } from "../src/engine/core/ruleset";
import { parseRecord, recordPositions, type GameRecord } from "../src/engine/record";
import { playThrough, query } from "./api";
import { expect, test } from "./fixtures";
import { closePlayers, seatTwo, shotsAtBothSizes } from "./play-helpers";
import { allowTime } from "./time-limits";

const SHOTS = process.env.REPLAY_SHOTS_DIR ?? "/tmp/replay-analysis-shots";

/** The replay's positions where the seat to act has two or more legal moves and made the next move itself. */
function choicePositions(record: GameRecord, startFacts: unknown): { position: number; seat: number; moves: number }[] {
  const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const ruleset: AnyRuleset = parsed.value.ruleset;
  const folded = recordPositions(parsed.value, startFacts);
  if (!folded.ok) throw new Error(folded.error.message);
  const { states } = folded.value;
  const next = folded.value.next as ({ seat?: number } | null)[];
  return states.flatMap((s, position) => {
    if (ruleset.phase(s) !== "playing" || next[position] === null) return [];
    const seat = ruleset.toAct(s)[0]!;
    const moves = ruleset.legalMoves(s, seat).length;
    return next[position]!.seat === seat && moves >= 3 ? [{ position, seat, moves }] : [];
  });
}

async function analysed(page: Page, moves: number) {
  const panel = page.getByTestId("analysis-panel");
  await expect(panel.getByTestId("analysis-result")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("analysis-move")).toHaveCount(moves);
  await expect(panel.locator('[data-testid="analysis-move"][data-bot="true"]')).toHaveCount(1);
  await expect(panel.locator('[data-testid="analysis-move"][data-played="true"]')).toHaveCount(1);
  await expect(panel.getByTestId("analysis-verdict")).toHaveText(
    /^Played: (the bot's choice too \(ranked (1st of \d+\)|\d+(nd|rd|th) of \d+: the bot keeps a safer move unless the search is sure\))|ranked \d+(st|nd|rd|th) of \d+, \d+\.\d (points) (below|above) the bot's choice)/,
  );
  // every figure signed with one decimal
  for (const text of await panel.getByTestId("analysis-move").allTextContents())
    expect(text).toMatch(/(\+|\u2212)?\d+\.\d$/);
}

test("replay analysis: the bot ranks a seat's moves at a position of a finished game and marks the move played", async ({
  browser,
  users,
}, testInfo) => {
  allowTime(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const players = await seatTwo(browser, testInfo, users, ["Aiko", "Ren"]);
  const [aiko, ren] = players;
  try {
    const page = aiko.page;
    const { gameId } = await playThrough(page.request, ren.page.request, "sakura", { rounds: 1 });
    const replay = await query<{
      status: string;
      record: GameRecord;
      startFacts: unknown;
      players: { seat: number; displayName: string }[];
    }>(page.request, "replay.get", { gameId });
    expect(replay.status).toBe("FINISHED");
    const choices = choicePositions(replay.record, replay.startFacts);
    expect(choices.length).toBeGreaterThan(1);
    const first = choices[0]!;
    const name = replay.players.find((p) => p.seat === first.seat)!.displayName;

    // Every hand open: the panel acts for the seat to move and says whose view the bot searches.
    await page.goto(`/replays/${gameId}?move=${first.position}&seat=all`);
    const panel = page.getByTestId("analysis-panel");
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel).toContainText(`The bot sees only what ${name} saw.`);
    await page.getByTestId("analyse").click();
    await analysed(page, first.moves);
    await shotsAtBothSizes(page, SHOTS, "replay-analysis");
    await page.getByTestId("analysis-panel").screenshot({ path: `${SHOTS}/replay-analysis-panel-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("analysis-panel").screenshot({ path: `${SHOTS}/replay-analysis-panel-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Stepping on clears it (a position without a choice shows no panel, one with a choice shows the button again);
    // stepping back shows the answer at once.
    await page.getByTestId("step-forward").click();
    await expect(page.getByTestId("analysis-result")).toHaveCount(0);
    await page.getByTestId("step-back").click();
    await expect(page.getByTestId("analysis-result")).toBeVisible();
    await expect(page.getByTestId("analyse")).toHaveCount(0);

    // In the chooser's own view, the A key asks (and the keys hint says so).
    const second = choices[1]!;
    await page.goto(`/replays/${gameId}?move=${second.position}&seat=${second.seat}`);
    await expect(page.getByTestId("analysis-panel")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("keys-hint")).toContainText("A analyse");
    await page.getByTestId("position").click();
    await page.keyboard.press("a");
    await analysed(page, second.moves);
    // Another seat's view at that position offers nothing (the bot would search a view the page does not show).
    await page.goto(`/replays/${gameId}?move=${second.position}&seat=${1 - second.seat}`);
    await expect(page.getByTestId("replay")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("analysis-panel")).toHaveCount(0);

    // A phone: the board right under the controls, Analyse beside the move's words and the panel under the board; a
    // tap on Analyse brings the answer into view with the focus on the panel; no sideways scroll; no console error.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const third = choices[2] ?? first;
    await page.goto(`/replays/${gameId}?move=${third.position}&seat=all`);
    const phonePanel = page.getByTestId("analysis-panel");
    await expect(phonePanel).toBeVisible({ timeout: 20_000 });
    const controlsBox = (await page.getByTestId("replay-controls").boundingBox())!;
    const boardBox = (await page.getByTestId("game-board").boundingBox())!;
    expect(boardBox.y, "the board under the controls").toBeGreaterThanOrEqual(controlsBox.y + controlsBox.height);
    expect((await phonePanel.boundingBox())!.y, "the panel under the board").toBeGreaterThan(boardBox.y);
    await expect(page.getByTestId("analyse-here")).toBeInViewport();
    await page.getByTestId("analyse-here").click();
    await analysed(page, third.moves);
    await expect(phonePanel).toBeFocused();
    await expect(phonePanel.getByTestId("analysis-verdict")).toBeInViewport();
    // the answer on the screen: the page comes down to the panel's last move, or, when the ranked moves are taller
    // than the screen, to the panel's top (the verdict and the best moves first)
    const lastMove = phonePanel.getByTestId("analysis-move").last();
    await expect
      .poll(
        async () => {
          const panelBox = (await phonePanel.boundingBox())!;
          const lastBox = (await lastMove.boundingBox())!;
          return lastBox.y + lastBox.height <= 844 || (panelBox.height > 844 && panelBox.y >= 0 && panelBox.y <= 24);
        },
        { message: "the panel's last move on the screen, or its top at the screen's top when taller than the screen" },
      )
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/replay-analysis-phone-asked-390.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scroll at 390 px").toBeLessThanOrEqual(0);
    // Stepping on clears the answer.
    await page.getByTestId("step-forward").click();
    await expect(page.getByTestId("analysis-result")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/replay-analysis-phone-next-390.png` });
    expect(errors, "no console errors").toEqual([]);
  } finally {
    await closePlayers(players);
  }
});
