// The numbers a player reads on a board, in a round's explanation and in a replay's move list are written as the
// page's language writes them: "1,500" in English, "1.500" in German, "1 500" in French, each with its plus and a real
// minus sign.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { RoundExplanation } from "~/engine/core/ruleset";
import type { Locale } from "~/lib/locales";
import { MoveList } from "../../replays/_components/move-list";
import { gameView, newLocalGame, toAct } from "../../dev/boards/local-game";
import { StatusBar } from "./board-chrome";
import { fishingModel } from "./fishing-board-model";
import { SidePile } from "./fishing-side-pile";
import { GameBoard } from "./game-board";
import { RoundExplanationView } from "./round-explanation";
import type { BoardPlayer, FishingGameView } from "./types";

const MINUS = "\u2212";
/** Spaces of every width as one (French groups digits with a narrow no-break space). */
const spaced = (text: string) => text.replace(/\s+/g, " ");
/** 1500 as `locale` writes it ("1.500", "1 500"). */
const digits = (n: number, locale: Locale) => spaced(new Intl.NumberFormat(locale).format(n));

const players: BoardPlayer[] = [
  { seat: 0, displayName: "Aiko", team: null, standIn: false, timeouts: 0, forfeited: false },
  { seat: 1, displayName: "Botan", team: null, standIn: false, timeouts: 0, forfeited: false },
];

function localGame(game: "koikoi" | "mushi" | "sutda", options: Record<string, number> = {}) {
  const g = newLocalGame({ game, players: 2, teamLayout: null, options, seed: "digits" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

describe("a round's explanation", () => {
  const explanation: RoundExplanation = {
    round: 1,
    sides: [
      {
        side: 0,
        seats: [0],
        steps: [{ label: "To", points: 1500, yaku: { name: "To", effect: "others-lose", amount: 1500 } }],
        total: 1500,
      },
      { side: 1, seats: [1], steps: [{ label: "Paid", points: -1500 }], total: -1500 },
    ],
    notes: ["Everyone else folded: seat 0 takes the pot of 1500 without a showdown (no multiplier)."],
    notePhrases: [{ key: "allFolded", args: { seat: 0, pot: 1500 } }],
  };
  const words = (locale: Locale) =>
    spaced(
      htmlWords(
        renderIntl(
          <RoundExplanationView
            explanation={explanation}
            game="sutda"
            players={players}
            teams={null}
            mySide={null}
            winner={0}
          />,
          locale,
        ),
      ),
    );

  it.each(["en", "de", "fr"] as const)("writes the totals, the steps and the amounts in %s", (locale) => {
    const n = digits(1500, locale);
    const text = words(locale);
    expect(text).toContain(`+${n}`);
    expect(text).toContain(`${MINUS}${n}`);
    expect(text).toContain(spaced(translatorFor("RoundExplanation", locale)("loseEach", { amount: 1500 })));
    expect(text).toContain(` ${n} `);
    expect(text).not.toContain("1500");
  });
});

describe("the status bar's match score", () => {
  it.each(["en", "de", "fr"] as const)("writes each side's total in %s", (locale) => {
    const gv = gameView(localGame("koikoi"), 0);
    const html = spaced(
      renderIntl(
        <StatusBar
          gv={gv}
          round="Round 1"
          dealer={null}
          scores={[
            { name: "Aiko", total: 1200, mine: true, side: 0 },
            { name: "Botan", total: -1200, mine: false, side: 1 },
          ]}
        />,
        locale,
      ),
    );
    expect(html).toContain(`>${digits(1200, locale)}</span>`);
    expect(html).toContain(`>${MINUS}${digits(1200, locale)}</span>`);
  });
});

describe("a fishing board's match score", () => {
  it.each(["de", "fr"] as const)("writes each side's total in %s", (locale) => {
    const gv = { ...gameView(localGame("koikoi"), 0), totals: [1200, 3400] };
    const html = renderIntl(<GameBoard gameView={gv} onMove={() => {}} pending={false} />, locale);
    const panel = spaced(/<aside[^>]*>(.*?)<\/aside>/.exec(html)![1]!);
    expect(panel).toContain(`>${digits(1200, locale)}</span>`);
    expect(panel).toContain(`>${digits(3400, locale)}</span>`);
  });
});

describe("a fishing seat's points", () => {
  it.each(["ja", "ko"] as const)("are written with the digits' grouping in %s", (locale) => {
    expect(translatorFor("FishingBoard", locale)("seat.points", { count: 1200 })).toContain("1,200");
  });
});

describe("a pile's points against par", () => {
  it.each(["de", "fr"] as const)("are signed and written in %s", (locale) => {
    const gv = gameView(localGame("mushi"), 0) as FishingGameView;
    const m = fishingModel(gv);
    const side = m.sides[0]!;
    const par = { kind: "par" as const, value: side.points + 1500 };
    const html = renderIntl(<SidePile side={side} m={{ ...m, par }} gv={gv} mine compact={false} />, locale);
    expect(spaced(htmlWords(html))).toContain(`· ${MINUS}${digits(1500, locale)} `);
  });
});

describe("a Sutda board's chips", () => {
  it.each(["de", "fr"] as const)("writes each seat's chips, the pot and the ante in %s", (locale) => {
    const gv = gameView(localGame("sutda", { stack: 25000, ante: 1000 }), 0);
    const text = spaced(htmlWords(renderIntl(<GameBoard gameView={gv} onMove={() => {}} pending={false} />, locale)));
    expect(text).toContain(digits(24000, locale));
    expect(text).toContain(digits(1000, locale));
    expect(text).toContain(digits(2000, locale));
    expect(text).not.toMatch(/\b(24000|2000|1000)\b/);
  });
});

describe("a Sutda board's quick bets", () => {
  it.each(["de", "fr"] as const)("write their chips in %s", (locale) => {
    const g = localGame("sutda", { stack: 25000, ante: 1000 });
    const html = renderIntl(
      <GameBoard gameView={gameView(g, toAct(g)[0]!)} onMove={() => {}} pending={false} />,
      locale,
    );
    const quick = [...html.matchAll(/data-testid="bet-quick">(.*?)<\/button>/g)].map((m) => spaced(m[1]!));
    expect(quick.length).toBeGreaterThan(1);
    for (const q of quick) expect(q).not.toMatch(/\d{4}/);
  });
});

describe("a Sutda bet in the move log", () => {
  it.each(["de", "fr"] as const)("writes its chips in %s", (locale) => {
    const say = translatorFor("Moves", locale);
    expect(spaced(say("phrase.followsAllIn", { mine: "no", amount: 1500, high: 2500 }))).toContain(
      `${digits(1500, locale)} `,
    );
    expect(spaced(say("phrase.outbids", { mine: "no", amount: 2500 }))).toContain(digits(2500, locale));
  });
});

describe("a replay's round-end line", () => {
  it.each(["de", "fr"] as const)("writes the round's scores in %s", (locale) => {
    const html = renderIntl(
      <MoveList
        groups={[
          {
            label: "Round 1",
            steps: [{ index: 0, round: 0, move: 0, seat: 0, text: "plays", byStandIn: false, roundEnded: 0 }],
          },
        ]}
        current={0}
        unit="round"
        players={players}
        teams={null}
        sideNames={["Aiko", "Botan"]}
        rounds={[{ round: 1, scores: [1200, -1200] }] as never}
        onJump={() => {}}
      />,
      locale,
    );
    const line = spaced(htmlWords(/data-testid="round-end-line">(.*?)<\/span>/.exec(html)![1]!));
    expect(line).toContain(`Aiko +${digits(1200, locale)} · Botan ${MINUS}${digits(1200, locale)}`);
  });
});
