// A Judge replay reads as the one match it is: its picket rounds hand cards over and the points are counted once, at
// the end, so the engine keeps the match as one round, which the replay page does not name or step to: no round
// buttons, round select or ↑ ↓ keys, no "Round 1:" before the position, no "ROUND 1" over the moves, no "1 round" when
// a record is read, and the match's scoring shown once at its end. A Sakura game of one round keeps its round words:
// its rounds are scored each, and its players know a game of one round as that.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlWords, translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { preloadReplayBoard } from "~/app/_games/replay-boards";
import { LOCALES, type Locale } from "~/lib/locales";
import { replayOf, viewerOf } from "~/app/replays/_components/replay-viewer-testing";
import { summaryOf } from "~/app/replays/_components/replay-summary";
import { ReplayMatchSummary } from "~/app/replays/_components/replay-match-summary";
import type { ReplayModel } from "~/app/replays/_lib/replay-model";
import { roundUnit } from "~/app/replays/_lib/replay-model";

const judge = replayOf("judge", 2, {}, 2000, false, "judge-one-match");
const sakura = replayOf("sakura", 2, { rounds: 1 }, 400, false, "sakura-one-round");

const html = (el: ReactNode, locale: Locale) => renderToStaticMarkup(withIntl(el, locale));

/** The replay page's part above its summary at `step`, in the wide or the phone's layout. */
function page(model: ReplayModel, step: number, locale: Locale, narrow: boolean): string {
  const all = html(viewerOf(model, { initialStep: step, sharePath: "/replays/x", narrowAtFirst: narrow }), locale);
  return all.slice(0, all.indexOf('data-testid="replay-summary"'));
}

/** The words of the element `testId` marks (its first), or null. */
function part(markup: string, testId: string): string | null {
  const at = markup.indexOf(`data-testid="${testId}"`);
  if (at < 0) return null;
  const open = markup.lastIndexOf("<", at);
  const tag = /^<(\w+)/.exec(markup.slice(open))![1]!;
  const end = markup.indexOf(`</${tag}>`, at);
  return htmlWords(markup.slice(markup.indexOf(">", at) + 1, end)).trim();
}

/** The language's name of a first round ("Round 1", "Manche 1"), as Sakura's round select lists it. */
function firstRound(locale: Locale): string {
  const m = /data-testid="round-select"[^>]*>\s*<option[^>]*>([^<]+)<\/option>/.exec(page(sakura, 1, locale, false));
  return m![1]!.trim();
}

const summaryAt = (step: number, locale: Locale) =>
  html(
    <ReplayMatchSummary {...summaryOf({ model: judge, perspective: "all", result: null, viewerSeat: null, step })} />,
    locale,
  );

describe("a Judge replay", () => {
  const last = judge.steps.length - 1;
  const middle = Math.floor(last / 2);
  beforeAll(async () => {
    await preloadReplayBoard("sakura");
    // Judge's summary loads with next/dynamic: a first render asks for it
    for (let i = 0; i < 50 && !summaryAt(last, "en").includes('data-testid="judge-summary"'); i++)
      await new Promise((done) => setTimeout(done, 20));
  });

  it("is one scoring unit, and a Sakura game of one round is one round", () => {
    expect(judge.roundStarts).toEqual([0]);
    expect(sakura.roundStarts).toEqual([0]);
    expect(roundUnit("judge")).toBe("match");
    expect(roundUnit("sakura")).toBe("round");
  });

  for (const locale of LOCALES)
    it(`has no round to step to or name, in ${locale}, where Sakura's one round keeps its words`, () => {
      const round = firstRound(locale);
      for (const narrow of [false, true]) {
        const s = page(sakura, 1, locale, narrow);
        expect(s).toContain('data-testid="round-back"');
        expect(s).toContain('data-testid="round-forward"');
        expect(part(s, "position")).toContain(round);
        expect(s.slice(s.indexOf('data-testid="move-list"'))).toContain(`>${round}</h3>`);
        for (const step of [0, 1, middle, last]) {
          const j = page(judge, step, locale, narrow);
          expect(j).toContain('data-testid="step-forward"');
          expect(j).not.toContain('data-testid="round-back"');
          expect(j).not.toContain('data-testid="round-forward"');
          expect(j).not.toContain('data-testid="round-select"');
          expect(part(j, "keys-hint")).not.toContain("↑");
          // no "Round 1: the deal" nor "Round 1, move 3: …" (a picket round's own words may say "Round 3, …")
          const position = part(j, "position")!;
          const t = translatorFor("Replay", locale);
          if (step === 0) expect(position).toBe(t("matchDeal"));
          else expect(position.startsWith(t("positionMove", { round, n: step, move: "" }))).toBe(false);
          expect(position).not.toContain(t("positionDeal", { round }));
          // the moves under no heading of a round
          expect(j.slice(j.indexOf('data-testid="move-list"'))).not.toContain("<h3");
          if (step === last) expect(part(j, "round-scoring")).not.toContain(round);
        }
      }
      expect(part(page(sakura, 1, locale, false), "keys-hint")).toContain("↑");
    });

  it("says the deal, the moves and the scoring in a Judge player's words", () => {
    expect(part(page(judge, 0, "en", false), "position")).toBe("The deal");
    expect(part(page(judge, 0, "fr", false), "position")).toBe("La donne");
    // the picket round's own words say which round it is: no "Move 3:" before "Round 3, …"
    expect(part(page(judge, 3, "en", false), "position")).toMatch(/^Round 3, /);
    const scoring = page(judge, last, "en", false);
    expect(scoring).toMatch(/id="round-scoring-heading"[^>]*>How the points were counted</);
    expect(part(scoring, "move-list")).toMatch(/Match over: /);
  });

  it("explains the points once at its end: beside the board, not again in the summary below", () => {
    for (const locale of ["en", "fr"] as const) {
      const howCounted = translatorFor("JudgeBoard", locale)("summary.howCounted");
      expect(page(judge, last, locale, false)).toContain('data-testid="round-scoring"');
      expect(summaryAt(last, locale)).toContain('data-testid="judge-summary"');
      expect(summaryAt(last, locale)).not.toContain(howCounted);
      // away from the end the board shows no scoring: the summary keeps it
      expect(page(judge, middle, locale, false)).not.toContain('data-testid="round-scoring"');
      expect(summaryAt(middle, locale)).toContain(howCounted);
    }
  });

  it("keeps no room for a banner the replay hides: the board follows the controls", () => {
    // the live board's fixed room keeps HIT and DEFEND in place; a replay hides the waiting banner and has no buttons
    for (const narrow of [false, true]) {
      const room = /<div class="([^"]*)" data-testid="judge-banner-room">/.exec(page(judge, middle, "en", narrow));
      expect(room, "the banner's room").not.toBeNull();
      expect(room![1]).not.toMatch(/h-\[6\.25rem\]|min-h-/);
    }
  });

  for (const locale of LOCALES)
    it(`is read from a record as a match of moves, with no count of rounds, in ${locale}`, () => {
      const t = translatorFor("ReplayImport", locale);
      for (const key of ["read", "readBare"]) {
        const says = (unit: string, rounds: number) =>
          t(key, { name: "judge.json", game: "Judge", unit, rounds, moves: 23 });
        expect(says("match", 1)).toBe(says("match", 7));
        expect(says("match", 1)).not.toBe(says("round", 1));
        expect(says("match", 1)).toContain("23");
        expect(says("round", 1)).not.toBe(says("round", 7));
      }
    });
});
