// A finished Judge match opened as a record file: at its last position the board's banner says who won with the
// score and the page's summary under it says the rest, once (the board does not repeat it); that summary is the live
// board's end-of-match one (points with cards and bonus, a bar per picket round), never a table of one round. Away
// from the end the summary says who won. The match is one scoring unit: no round buttons, round select or ↑ ↓ key, no
// "Round 1" before the position or "1 round" when the record is read, and the points explained once, beside the board
// at the end. English and French, on a phone and a laptop. (Not "…judge.spec.ts": that
// name is the judge project's, which runs against live matches.)
import { parseOptionValues } from "../src/engine/core/options";
import { Rng } from "../src/engine/core/rng";
import { recordFromMoves } from "../src/engine/record";
import { getRuleset } from "../src/engine/registry";
import { expect, test } from "./fixtures";

/** A Judge match of seeded random legal moves played to its end, as a bare record file's bytes, and its moves. */
function judgeRecord(): { buffer: Buffer; rounds: number } {
  const ruleset = getRuleset("judge")!;
  const options = parseOptionValues(ruleset.optionSpecs, {}, "judge");
  if (!options.ok) throw new Error(options.error.message);
  const setup = ruleset.validateSetup({ players: 2, teams: null, options: options.value });
  if (!setup.ok) throw new Error(setup.error.message);
  const seed = "e2e-judge-summary";
  const started = ruleset.newGame(setup.value, seed);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const rng = Rng.fromSeed(`moves:${seed}`);
  const moves: unknown[] = [];
  while (ruleset.phase(state) === "playing") {
    const legal = ruleset.legalMoves(state, ruleset.toAct(state)[0]!);
    const move = legal[rng.nextUint32() % legal.length];
    const next = ruleset.applyMove(state, move);
    if (!next.ok) throw new Error(next.error.message);
    moves.push(move);
    state = next.state;
  }
  const written = recordFromMoves(ruleset, setup.value, seed, ["Aiko", "Botan"], moves);
  if (!written.ok) throw new Error(written.message);
  return { buffer: Buffer.from(JSON.stringify(written.record)), rounds: moves.length };
}

const WORDS = {
  en: {
    over: /wins the match \d+ to \d+|The match is a draw/,
    title: "Match summary",
    deal: "The deal",
    round: /\b1 round\b|Round 1[:,] (the deal|move)/,
    scoring: "How the points were counted",
  },
  fr: {
    over: /gagne le match \d+ à \d+|match est nul/,
    title: "Résumé du match",
    deal: "La donne",
    round: /\b1 manche\b|Manche 1(\u00a0:|,) (la donne|coup)/,
    scoring: "Comment les points ont été comptés",
  },
} as const;

for (const locale of ["en", "fr"] as const)
  test(`a Judge replay sums its match up once, under the board, in ${locale}`, async ({ browser, baseURL }, info) => {
    const { buffer, rounds } = judgeRecord();
    const context = await browser.newContext();
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    const page = await context.newPage();
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto("/replays/import");
      await page.getByTestId("import-file").setInputFiles({ name: "judge.json", mimeType: "application/json", buffer });
      const board = page.getByTestId("game-board");
      await expect(board).toBeVisible();
      // one match: read with its moves only, stepped by move, its position under no round's name
      await expect(page.getByTestId("import-ok")).toContainText(`${rounds} `);
      await expect(page.getByTestId("import-ok")).not.toContainText(WORDS[locale].round);
      await expect(page.getByTestId("position")).toHaveText(WORDS[locale].deal);
      for (const id of ["round-back", "round-forward", "round-select"])
        await expect(page.getByTestId(id)).toHaveCount(0);
      await expect(page.getByTestId("move-list").locator("h3")).toHaveCount(0);
      await page.getByTestId("to-end").click();
      await expect(board).toHaveAttribute("data-phase", "over");
      await expect(board.locator('[data-tone="over"]')).toContainText(WORDS[locale].over);
      const summary = page.getByTestId("replay-summary");
      await summary.scrollIntoViewIfNeeded();
      await expect(summary.getByTestId("judge-summary")).toContainText(WORDS[locale].title);
      // once: not on the board too, and not the shared summary's one-row table of rounds
      await expect(page.getByTestId("judge-summary")).toHaveCount(1);
      await expect(page.getByTestId("match-summary")).toHaveCount(0);
      await expect(summary.locator("table")).toHaveCount(0);
      await expect(summary.locator('svg rect[opacity="0.42"]')).toHaveCount(rounds * 2);
      await expect(summary.getByTestId("match-winner")).toHaveCount(0);
      // the points explained once: beside the board, not folded in the summary again
      await expect(page.locator("#round-scoring-heading")).toHaveText(WORDS[locale].scoring);
      await expect(page.getByText(WORDS[locale].scoring)).toHaveCount(1);
      await expect(page.getByTestId("position")).not.toContainText(WORDS[locale].round);
      // ↑ has no round to go back to: it leaves the position as it is
      await page.keyboard.press("ArrowUp");
      await expect(page.getByTestId("replay")).toHaveAttribute("data-step", String(rounds));
      await page.screenshot({ path: info.outputPath(`judge-replay-last-${locale}-${w}.png`), fullPage: true });
      // in the middle the board is in play: the summary says who won
      await page.getByTestId("position-slider").fill(String(Math.floor(rounds / 2)));
      await expect(board).not.toHaveAttribute("data-phase", "over");
      await expect(summary.getByTestId("match-winner")).toHaveCount(1);
      await expect(page.getByTestId("judge-summary")).toHaveCount(1);
      await expect(page.getByTestId("position")).not.toContainText(WORDS[locale].round);
      await page.screenshot({ path: info.outputPath(`judge-replay-middle-${locale}-${w}.png`), fullPage: true });
    }
    await context.close();
  });
