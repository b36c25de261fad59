// The Judge board in the reader's language: the banner, the controls, the felt, the round log and the summary read
// the JudgeBoard catalog and the cards' names from Cards, so a player reading Japanese meets no English word.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Rng } from "~/engine/core/rng";
import { judgeRuleset, revealPickets, type JudgeState } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { judgeGameView, LIVE_DEFAULTS } from "./live-view-testing";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import { JudgeTable } from "./judge-table";

const T0 = 5_000_000;

function live(state: JudgeState, extra: Partial<JudgeLiveView> = {}): JudgeLiveView {
  return {
    ...LIVE_DEFAULTS,
    gameId: "g1",
    seq: 0,
    mySeat: 0,
    serverNow: T0 - 1000,
    phase: "open",
    round: 1,
    countdown: 1,
    revealAt: T0,
    revealed: judgeRuleset.playerView(revealPickets(state), 0).revealed,
    actions: [{ act: "hit", ms: 312, falseStart: false }, null],
    ...extra,
  };
}

// The words a reader meets: the markup without its tags and the cards' style sheet.
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'");
const ja = catalogFor("ja");
const board = ja.JudgeBoard as Record<string, Record<string, string>>;

function played(): JudgeState {
  const g = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "words");
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = Rng.fromSeed("words-to-the-end");
  while (s.phase === "playing") {
    const r = judgeRuleset.applyMove(s, judgeRuleset.randomMove!(s, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe("the Judge board in Japanese", () => {
  it("words the table under way in the catalog's Japanese, with the cards' Japanese names", () => {
    const state = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "words");
    if (!state.ok) throw new Error(state.error.message);
    const html = renderToStaticMarkup(
      withIntl(
        <JudgeTable
          gameView={judgeGameView(state.value, 0)}
          live={live(state.value)}
          nowServer={T0 + 100}
          mine={{ countdown: 1, act: "hit", state: "accepted", ms: 312 }}
          onAct={() => {}}
          connected
        />,
        "ja",
      ),
    );
    const shown = text(html);
    expect(shown).toContain(board.controls!.hit);
    expect(shown).toContain(board.controls!.defend);
    expect(shown).toContain(board.felt!.pot);
    expect(shown).toContain(board.scores!.title);
    expect(shown).toContain("あなたは312ミリ秒で叩いた");
    const head = judgeRuleset.playerView(state.value, 0).heads![1]!;
    expect(html).toContain((ja.Cards as Record<string, string>)[head]);
    for (const english of ["HIT", "DEFEND", "Score piles", "Pot", "You hit", "picket", "head", "Rounds ("])
      expect(shown).not.toContain(english);
  });

  it("words the finished match's summary in Japanese", () => {
    const state = played();
    const shown = text(
      renderToStaticMarkup(
        withIntl(
          <JudgeTable gameView={judgeGameView(state, 1)} live={null} mine={null} onAct={() => {}} connected />,
          "ja",
        ),
      ),
    );
    expect(shown).toContain(board.summary!.title);
    expect(shown).toContain(board.status!.over);
    for (const english of ["Match summary", "points", "went to the pot", "cards", "You win", "wins the match"])
      expect(shown).not.toContain(english);
  });

  it("joins the parts with the language's separator: Japanese's 「・」, never a spaced middle dot", () => {
    const start = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, "words");
    if (!start.ok) throw new Error(start.error.message);
    const html = (locale: "en" | "ja") =>
      renderToStaticMarkup(
        withIntl(
          <>
            <JudgeTable
              gameView={judgeGameView(start.value, 0)}
              live={live(start.value)}
              nowServer={T0 + 100}
              mine={null}
              onAct={() => {}}
              connected
            />
            <JudgeTable gameView={judgeGameView(played(), 1)} live={null} mine={null} onAct={() => {}} connected />
          </>,
          locale,
        ),
      );
    const keys = (h: string) =>
      /data-testid="judge-hit-keys">([^<]*(?:<!-- -->[^<]*)*)</.exec(h)![1]!.replace(/<!-- -->/g, "");
    expect(keys(html("en"))).toBe(" · H / J / ↑");
    expect(keys(html("ja"))).toBe("・H / J / ↑");
    expect(text(html("en"))).toMatch(/ · \d+ rounds? won/);
    expect(html("ja")).not.toContain("·");
    expect(html("ja")).toMatch(/・\d+局勝利/);
  });
});
