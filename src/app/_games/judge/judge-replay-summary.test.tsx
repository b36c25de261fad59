// A finished Judge match in its replay: one summary, the page's, under the board (the board's banner says who won at
// the end, as the other games' do), and that summary is the one the live board shows at a match's end: each player's
// points with their cards and bonus, the rounds won, the pots, a bar per picket round, never a table of one "Round 1"
// holding the whole match.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import type { JudgeView } from "~/engine/judge/view";
import { replayOf, viewerOf } from "~/app/replays/_components/replay-viewer-testing";
import { summaryOf } from "~/app/replays/_components/replay-summary";
import { ReplayMatchSummary } from "~/app/replays/_components/replay-match-summary";
import { judgeReplayView } from "./judge-replay-view";
import { JudgeTable } from "./judge-table";
import type { JudgeGameView } from "./view";

const model = replayOf("judge", 2, {}, 2000, false, "judge-summary");
const last = model.steps.length - 1;
const middle = Math.floor(last / 2);
const end = model.frame(last, "all").board as JudgeGameView;
const outcomes = (end.view as JudgeView).outcomes;

const html = (el: ReactNode, locale: Locale) => renderToStaticMarkup(withIntl(el, locale));
const words = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The replay page's board part at `step` (the summary below is loaded when seen). */
function boardPart(step: number, locale: Locale): string {
  const page = html(viewerOf(model, { initialStep: step, sharePath: "/replays/x" }), locale);
  return page.slice(0, page.indexOf('data-testid="replay-summary"'));
}

/** The page's match summary under the board at `step`. */
const pageSummary = (step: number, locale: Locale) =>
  html(
    <ReplayMatchSummary {...summaryOf({ model, perspective: "all", result: null, viewerSeat: null, step })} />,
    locale,
  );

describe("a Judge replay's match summary", () => {
  // Judge's summary loads with next/dynamic: a first render asks for it, and once loaded it draws to a string
  beforeAll(async () => {
    for (let i = 0; i < 50 && !pageSummary(last, "en").includes('data-testid="judge-summary"'); i++)
      await new Promise((done) => setTimeout(done, 20));
  });

  it("is played out to its end on a seed with won rounds and pots", () => {
    expect(model.finished).toBe(true);
    expect(outcomes.length).toBeGreaterThanOrEqual(23);
    expect(outcomes.some((o) => o.winner === null)).toBe(true);
  });

  it("shows once at the last position: under the board, not on it too", () => {
    for (const locale of ["en", "fr"] as const) {
      const board = boardPart(last, locale);
      // the board's banner says how the match ended, with the score
      expect(board).toMatch(/data-tone="over"/);
      expect(board).not.toContain('data-testid="judge-summary"');
      expect(board).not.toContain('data-testid="match-summary"');
    }
  });

  it("has no per-round table of one round holding the whole match, in English or French", () => {
    for (const locale of ["en", "fr"] as const) {
      const summary = pageSummary(last, locale);
      expect(summary).toContain('data-testid="judge-summary"');
      expect(summary).not.toContain("<table");
      expect(words(summary)).not.toMatch(/(Round|Manche) 1 [+−-]?\d+ [+−-]?\d+/);
    }
  });

  /** The live board at the match's end, as its page draws it. */
  const liveEnd = (locale: "en" | "fr") =>
    html(
      <JudgeTable
        gameView={{ ...end, rounds: model.rounds }}
        live={judgeReplayView(end) as never}
        nowServer={0}
        mine={null}
        onAct={() => undefined}
        connected
      />,
      locale,
    );

  // In a 390 px French match's end the banner's link to the summary was 36 px high, under the 44 px a finger needs.
  it("links the live board's banner to the summary with a phone's 44 px target", () => {
    const live = liveEnd("fr");
    const link = /<a href="#judge-summary-heading" class="([^"]*)">([^<]*)<\/a>/.exec(live);
    expect(link?.[2]).toBe("Résumé du match");
    expect(link?.[1]?.split(/\s+/)).toContain("max-sm:min-h-11");
  });

  it("draws a bar per picket round for each player", () => {
    const bars = pageSummary(last, "en").match(/<rect[^>]*opacity="0.42"/g) ?? [];
    expect(bars).toHaveLength(outcomes.length * 2);
  });

  it("says what the live board says at a match's end, but for the points explained beside the board", () => {
    for (const locale of ["en", "fr"] as const) {
      // the live board's view of its end carries the match's scoring explanation (a replay's frames leave it out)
      const live = liveEnd(locale);
      const ownSummary = live.slice(live.indexOf('data-testid="judge-summary"'));
      expect(ownSummary).not.toBe("");
      const summary = words(pageSummary(last, locale));
      const liveWords = words(`<section ${ownSummary}`).replace(/ ?<\/div>$/, "");
      // the replay's last position explains the points under its board: its summary leaves that part out
      expect(liveWords.startsWith(`${summary} `)).toBe(true);
      expect(liveWords.slice(summary.length + 1)).toMatch(
        new RegExp(`^${translatorFor("JudgeBoard", locale)("summary.howCounted")} `),
      );
      expect(summary).toContain(locale === "fr" ? "Résumé du match" : "Match summary");
    }
  });

  it("says who won where the board does not: away from the last position", () => {
    expect(pageSummary(middle, "en")).toContain('data-testid="match-winner"');
    expect(pageSummary(last, "en")).not.toContain('data-testid="match-winner"');
  });
});
