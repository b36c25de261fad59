// The Judge table rendered from real engine positions (react-dom/server): nothing of a picket before the reveal,
// HIT/DEFEND offered only while the player may act, the outcome told from the viewer's side, the match summary.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { cardCode, parseCard } from "~/engine/core/cards";
import { Rng } from "~/engine/core/rng";
import { judgeRuleset, revealPickets, type JudgePicketView, type JudgeState } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { judgeGameView, LIVE_DEFAULTS } from "./live-view-testing";
import { canAct, countdownBeat, outcomeHeadline as headline, type MyJudgeAction } from "./judge-model";
import type { JudgeWords } from "./judge-words";
import { cardTitle } from "~/app/_components/cards/card-titles";
import { JudgeTable } from "./judge-table";
import type { JudgeGameView } from "./view";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));
const words: JudgeWords = {
  t: translatorFor("JudgeBoard"),
  card: (code) => cardTitle(parseCard(code)!),
  list: (names) => names.join(" and "),
};
const outcomeHeadline = (...a: Parameters<typeof headline> extends [JudgeWords, ...infer R] ? R : never) =>
  headline(words, ...a);

function newState(seed = "board"): JudgeState {
  const g = judgeRuleset.newGame({ players: 2, teams: null, options: {} }, seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function gameView(state: JudgeState, seat: number | null, seq = 0): JudgeGameView {
  const over = state.phase === "game-over";
  const rounds = over
    ? [
        {
          index: 0,
          scores: [...judgeRuleset.totals(state)],
          yaku: [[], []],
          winner: judgeRuleset.winner(state),
          explanation: judgeRuleset.explainRound(state, 0),
          explained: true,
        },
      ]
    : [];
  return judgeGameView(state, seat, { seq, rounds });
}

const T0 = 5_000_000;
function live(
  state: JudgeState,
  seat: number | null,
  phase: JudgeLiveView["phase"],
  extra: Partial<JudgeLiveView> = {},
): JudgeLiveView {
  const revealed = phase === "open" ? judgeRuleset.playerView(revealPickets(state), seat).revealed : null;
  return {
    ...LIVE_DEFAULTS,
    gameId: "g1",
    seq: 0,
    mySeat: seat,
    serverNow: T0 - 1000,
    phase,
    round: phase === "countdown" || phase === "open" ? 1 : null,
    countdown: 1,
    revealAt: phase === "countdown" || phase === "open" ? T0 : null,
    revealed,
    ...extra,
  };
}

function render(
  state: JudgeState,
  seat: number | null,
  l: JudgeLiveView | null,
  mine: MyJudgeAction | null = null,
  now = T0 - 700,
): string {
  return renderView(gameView(state, seat), l, mine, now);
}

function renderView(gv: JudgeGameView, l: JudgeLiveView | null, mine: MyJudgeAction | null = null, now = T0 - 700) {
  return renderToStaticMarkup(
    <JudgeTable gameView={gv} live={l} nowServer={now} mine={mine} onAct={() => {}} connected />,
  );
}

/** The match played to its end by random moves (the same seed every time). */
function playedToEnd(start: JudgeState): JudgeState {
  let s = start;
  const rng = Rng.fromSeed("to-the-end");
  while (s.phase === "playing") {
    const r = judgeRuleset.applyMove(s, judgeRuleset.randomMove!(s, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const pileCodes = (s: JudgeState) => [...s.deal!.piles[0], ...s.deal!.piles[1]].map((c) => cardCode(c));
const enabled = (html: string, id: string) => new RegExp(`<button(?![^>]*disabled)[^>]*data-testid="${id}"`).test(html);

describe("the Judge table", () => {
  const state = newState();

  it("during the countdown: both heads, face-down pickets, the beat on the server's clock, HIT/DEFEND offered — and no picket in the markup", () => {
    const html = render(state, 0, live(state, 0, "countdown"));
    for (const code of pileCodes(state)) expect(html).not.toContain(`data-card="${code}"`);
    expect(html).toContain(`data-card="${cardCode(state.deal!.heads[0])}"`);
    expect(html).toContain(`data-card="${cardCode(state.deal!.heads[1])}"`);
    expect(html).toContain('data-beat="2"');
    expect(html).toContain("Round 1: 2…");
    expect(enabled(html, "judge-hit") && enabled(html, "judge-defend")).toBe(true);
    expect(html).toContain('data-my-turn="true"');
    expect(html).toContain("HIT Botan&#x27;s head");
    // The keys show only where a keyboard is likely (globals.css "keyboard"), never on a phone; screen readers hear
    // them from aria-keyshortcuts, not as part of the buttons' names.
    for (const [id, keys, shortcuts] of [
      ["judge-hit", "· H / J / ↑", "H J ArrowUp"],
      ["judge-defend", "· D / F / ↓", "D F ArrowDown"],
    ] as const) {
      expect(html).toMatch(new RegExp(`<button[^>]*data-testid="${id}" aria-keyshortcuts="${shortcuts}"`));
      const label = new RegExp(
        `<span class="([^"]*)" aria-hidden="true" data-testid="${id}-keys"> ${keys}</span>`,
      ).exec(html);
      expect(label?.[1]?.split(" ")).toEqual(expect.arrayContaining(["hidden", "keyboard:inline"]));
      expect(html.split(keys)).toHaveLength(2);
    }
  });

  it("keeps HIT and DEFEND in place through a round: the banner has its room, an action's chip lies over the picket", () => {
    // a one-line countdown banner grew to three lines at the reveal, and the chip under a picket made its row taller:
    // both moved the buttons down at the moment to tap
    const acted = live(state, 0, "open", {
      actions: [null, { act: "defend", ms: 268, falseStart: false }] as JudgeLiveView["actions"],
    });
    for (const html of [render(state, 0, live(state, 0, "countdown")), render(state, 0, acted, null, T0 + 300)]) {
      const room = /<div class="([^"]*)" data-testid="judge-banner-room">/
        .exec(html)?.[1]
        ?.replaceAll("&amp;", "&")
        .replaceAll("&gt;", ">")
        .split(" ");
      expect(room).toEqual(
        expect.arrayContaining(["h-[6.25rem]", "overflow-hidden", "sm:min-h-[4.75rem]", "[&>*]:flex-1"]),
      );
      expect(room).toEqual(expect.arrayContaining(["max-sm:[&_[data-testid=turn-title]]:line-clamp-2"]));
      expect(html.match(/<div class="relative" data-testid="judge-picket-slot">/g)).toHaveLength(2);
    }
    const chip = /<span class="([^"]*)" data-testid="judge-action-chip">/
      .exec(render(state, 0, acted, null, T0 + 300))?.[1]
      ?.split(" ");
    expect(chip).toEqual(expect.arrayContaining(["absolute", "-bottom-2.5"]));
  });

  it("at the reveal: the two pickets face up and what the viewer must do", () => {
    const html = render(state, 0, live(state, 0, "open"), null, T0 + 100);
    const [p0, p1] = [state.deal!.piles[0][0]!, state.deal!.piles[1][0]!];
    expect(html).toContain(`data-card="${cardCode(p0)}"`);
    expect(html).toContain(`data-card="${cardCode(p1)}"`);
    const later = p0 >> 2 === p1 >> 2 ? null : p0 >> 2 > p1 >> 2 ? 0 : 1;
    expect(html).toContain(
      later === null
        ? "Same month: the first to HIT wins!"
        : later === 0
          ? "Your month is later: HIT their head!"
          : "Your month is earlier: DEFEND your head!",
    );
  });

  it("names the revealed pickets by their cards for screen readers, never by their codes", () => {
    const html = render(state, 0, live(state, 0, "open"), null, T0 + 100);
    const [p0, p1] = [state.deal!.piles[0][0]!, state.deal!.piles[1][0]!];
    const announcer = /<p [^>]*data-testid="announcer">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
    expect(announcer).toContain(`Your picket is ${cardTitle(p0)} and Botan&#x27;s picket is ${cardTitle(p1)}`);
    expect(announcer).not.toMatch(/M\d\d-\d/);
    // The banner's title ends its own sentence: no full stop after its "!".
    expect(announcer).toMatch(/! Your picket is/);
    expect(html).toContain(`aria-label="Your picket, ${cardTitle(p0)}"`);
    expect(html).toContain(`aria-label="Botan&#x27;s picket, ${cardTitle(p1)}"`);
  });

  it("lists the two pickets for screen readers as the page's language lists them", () => {
    const ja = renderPlain(
      withIntl(
        <JudgeTable
          gameView={gameView(state, 0)}
          live={live(state, 0, "open")}
          nowServer={T0 + 100}
          mine={null}
          onAct={() => {}}
          connected
        />,
        "ja",
      ),
    );
    const announcer = /<p [^>]*data-testid="announcer">([^<]*)<\/p>/.exec(ja)?.[1] ?? "";
    expect(announcer).toMatch(/！ あなたの場札は[^、,]+、Botanの場札は/);
  });

  it("after the player's action: nothing more is offered; an ignored false start leaves the action, a stored one does not", () => {
    const acted = render(
      state,
      0,
      live(state, 0, "open", { actions: [{ act: "hit", ms: 312, falseStart: false }, null] }),
      { countdown: 1, act: "hit", state: "accepted", ms: 312 },
      T0 + 400,
    );
    expect(enabled(acted, "judge-hit") || enabled(acted, "judge-defend")).toBe(false);
    expect(acted).toContain("HIT 312 ms");
    expect(acted).toContain("You hit at 312 ms");
    const fs: MyJudgeAction = {
      countdown: 1,
      act: "hit",
      state: "false-start",
      ignored: true,
      message: "False start: the pickets were not revealed yet. It does not count; you may still act.",
    };
    const html = render(state, 0, live(state, 0, "countdown"), fs);
    expect(html).toContain('data-testid="judge-false-start"');
    expect(enabled(html, "judge-hit")).toBe(true);
    expect(canAct(live(state, 0, "countdown"), { ...fs, ignored: false }, 0)).toBe(false);
    expect(canAct(live(state, 0, "countdown"), { ...fs, countdown: 0, ignored: false }, 0)).toBe(true);
  });

  it("a spectator sees the match without buttons; a paused match says who is away and when they forfeit", () => {
    expect(render(state, null, live(state, null, "countdown"))).not.toContain('data-testid="judge-hit"');
    const paused = render(
      state,
      0,
      live(state, 0, "paused", { present: [true, false], absentForfeitAt: T0 + 90_000 }),
      null,
      T0,
    );
    expect(paused).toContain("Waiting for Botan to come back (1:30)");
    expect(paused).toContain(
      "Botan left the match page. No countdown runs meanwhile; if they are not here in 1:30, they forfeit.",
    );
    expect(enabled(paused, "judge-hit")).toBe(false);
    expect(
      render(state, 0, live(state, 0, "paused", { present: [true, false], absentForfeitAt: T0 + 12_000 }), null, T0),
    ).toContain("Waiting for Botan to come back (12 s)");
    // Before the first round the opponent has not come yet: nothing to come back to.
    const notYet = render(
      state,
      0,
      live(state, 0, "paused", {
        present: [true, false],
        absentForfeitAt: T0 + 30_000,
        ready: [true, false],
        startsAt: T0 + 50_000,
      }),
      null,
      T0,
    );
    expect(notYet).toContain("Waiting for Botan to open the match page (30 s)");
  });

  it("before the first round: a Ready button, who is ready, and when the match starts by itself", () => {
    const props = {
      gameView: gameView(state, 0),
      nowServer: T0,
      mine: null,
      onAct: () => {},
      onReady: () => {},
      connected: true,
    };
    const waiting = live(state, 0, "ready", { ready: [false, true], startsAt: T0 + 45_000 });
    const html = renderToStaticMarkup(<JudgeTable {...props} live={waiting} />);
    expect(html).toContain("Press Ready when you are set");
    expect(html).toContain(
      "Botan is ready. The first round&#x27;s “3-2-1” starts once you both are, or by itself in 45 s.",
    );
    expect(enabled(html, "judge-ready")).toBe(true);
    expect(enabled(html, "judge-hit")).toBe(false);
    const mineReady = renderToStaticMarkup(
      <JudgeTable {...props} live={live(state, 0, "ready", { ready: [true, false], startsAt: T0 + 75_000 })} />,
    );
    expect(mineReady).toContain("Waiting for Botan to press Ready");
    expect(mineReady).toContain("or by itself in 1:15");
    expect(mineReady).not.toContain('data-testid="judge-ready"');
    const spectator = renderToStaticMarkup(
      <JudgeTable
        {...props}
        gameView={gameView(state, null)}
        live={live(state, null, "ready", { ready: [false, false], startsAt: T0 + 60_000 })}
      />,
    );
    expect(spectator).toContain("Waiting for the players to press Ready");
    expect(spectator).not.toContain('data-testid="judge-ready"');
  });

  it("a finished match shows the summary: points with the brights bonus, rounds won; the winner said once", () => {
    const s = playedToEnd(state);
    const html = render(s, 1, null);
    expect(html).toContain('data-testid="judge-summary"');
    const r = s.result!;
    expect(html).toContain(`${r.sides[1].cards} cards + ${r.sides[1].bonus} bonus`);
    // the banner says who won, with the score (the screen reader's announcer too); the summary does not say it again
    const shown = html.replace(/<p[^>]*data-testid="announcer"[^>]*>[^<]*<\/p>/, "");
    const said = r.winner === null ? "is a draw" : r.winner === 1 ? "win the match" : "wins the match";
    expect(shown.match(/wins? the match|A draw|is a draw/g)).toEqual([said]);
    expect(html.match(/<li[^>]*data-round=/g)?.length).toBe(23);
  });

  it("says the winner's score first, to the loser and to a spectator", () => {
    const s = playedToEnd(state);
    const r = s.result!;
    if (r.winner === null) throw new Error("the seed's match is a draw: pick another");
    const totals = judgeRuleset.totals(s);
    const [won, lost] = [totals[r.winner]!, totals[1 - r.winner]!];
    expect(won).toBeGreaterThan(lost);
    for (const viewer of [1 - r.winner, null]) {
      const html = render(s, viewer, null);
      expect(html).toContain(`wins the match ${won} to ${lost}`);
    }
  });
});

describe("judge-model", () => {
  const o = (x: Partial<JudgePicketView>): JudgePicketView => ({
    round: 4,
    suddenDeath: false,
    pickets: ["M09-0", "M03-1"],
    months: [9, 3],
    later: 0,
    actions: [{ act: "hit", ms: 300 }, null],
    row: "1",
    tie: false,
    winner: 0,
    taken: ["M09-0", "M03-1"],
    potAfter: 0,
    text: "",
    ...x,
  });
  it("tells each round from the viewer's side", () => {
    expect(outcomeHeadline(o({}), 0, ["Aiko", "Botan"])).toBe("You hit first: +2");
    expect(outcomeHeadline(o({ taken: ["M09-0", "M03-1", "M01-0", "M05-2"] }), 0, ["Aiko", "Botan"])).toBe(
      "You hit first: +2 and the pot (+2)",
    );
    expect(outcomeHeadline(o({}), 1, ["Aiko", "Botan"])).toBe("Aiko hit first: Aiko takes 2 cards");
    expect(outcomeHeadline(o({ row: "3a", winner: null, taken: [], potAfter: 2 }), 1, ["Aiko", "Botan"])).toBe(
      "Defended → pot +2 (2 in the pot)",
    );
    expect(
      outcomeHeadline(o({ row: "4", winner: 1, actions: [{ act: "defend", ms: 200 }, null] }), 1, ["Aiko", "Botan"]),
    ).toBe("Aiko defended by mistake: +2");
  });
  it("counts 3-2-1 down to the reveal on the server's clock", () => {
    expect(countdownBeat(T0, T0 - 1800, 1800)).toBe(3);
    expect(countdownBeat(T0, T0 - 1199, 1800)).toBe(2);
    expect(countdownBeat(T0, T0 - 1, 1800)).toBe(1);
    expect(countdownBeat(T0, T0, 1800)).toBe(0);
  });
  it("parses the codes it shows", () => expect(parseCard("M09-0")).toBeDefined());
});

describe("the Judge strip's points", () => {
  it("say their word in full, for one point and for many: '1 point', '6 points', not 'pts'", () => {
    const state = newState();
    const gv = gameView(state, 0);
    const html = renderView({ ...gv, view: { ...gv.view, points: [1, 6] } }, live(state, 0, "countdown"));
    const points = [...html.matchAll(/title="Cards in the score pile plus the brights bonus">(.*?)<\/span>/g)];
    // the other player's strip above yours
    expect(points.map((m) => m[1]!.replace(/<[^>]+>/g, ""))).toEqual(["6 points", "1 point"]);
    // the number stands out, the word beside it
    expect(points[0]![1]).toMatch(/^<strong[^>]*>6<\/strong> points$/);
  });
});

describe("the Judge strip's names", () => {
  it("describes a bot opponent by its reaction time", () => {
    const state = newState();
    const gv = gameView(state, 0);
    const withBot = { ...gv, players: gv.players.map((p) => (p.seat === 1 ? { ...p, bot: "heuristic" } : p)) };
    const html = renderView(withBot, live(state, 0, "countdown"));
    expect(html).toMatch(/data-testid="bot-badge">Bot · reacts in about 0.35 s</);
  });

  // On a 390 px phone "Matsu (Regular)" was cut to "Matsu (Rég…" beside its presence and points: a phone shows the
  // bot's plant name alone (the level is in the bot badge for screen readers), a wider screen the whole name.
  it("shows a bot opponent's name without its level on a phone", () => {
    const state = newState();
    const gv = gameView(state, 0);
    const withBot = {
      ...gv,
      players: gv.players.map((p) => (p.seat === 1 ? { ...p, bot: "heuristic", displayName: "Matsu (Steady)" } : p)),
    };
    const html = renderView(withBot, live(state, 0, "countdown"));
    expect(html).toContain('<span class="max-sm:hidden">Matsu (Steady)</span><span class="sm:hidden">Matsu</span>');
  });

  // In Japanese at 1280 px the score piles' narrow column broke "Matsu（堅実）" inside its level ("堅 / 実").
  it("wrap a name in the score piles between its words, never inside one", () => {
    const state = newState();
    const gv = gameView(state, 0);
    const html = renderView(gv, live(state, 0, "countdown"));
    const scores = html.slice(html.indexOf('data-testid="judge-scores"'));
    expect(scores).toMatch(/<span class="[^"]*\bcjk-wrap\b[^"]*">Botan<\/span>/);
  });

  it("link the other player's name to their page; yours reads 'You'; the HIT and DEFEND buttons are in no link", () => {
    const state = newState();
    const html = render(state, 0, live(state, 0, "open"), null, T0 + 100);
    const strips = [...html.matchAll(/<div [^>]*data-testid="judge-player" data-seat="(\d)">([\s\S]*?)<\/div>/g)].map(
      (m) => [m[1], m[2]!],
    );
    const linkOf = (seat: string) =>
      /<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(strips.find(([s]) => s === seat)?.[1] ?? "")?.slice(1);
    expect(linkOf("1")).toEqual(["/players/b", "Botan"]);
    expect(linkOf("0")).toBeUndefined();
    expect(html).not.toMatch(/<a [^>]*>[^]*?<button[^]*?<\/a>/);
  });
});
