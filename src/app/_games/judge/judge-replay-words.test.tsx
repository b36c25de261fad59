// A Judge replay in the reader's language: every line of its move list (the pickets, both players' actions, the round's
// outcome) and the match's scoring (the score piles, the bonus, the notes) read in Japanese and French from the Moves
// and Explain catalogs, with no English word of the engine's describeMove and explainRound left.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { RoundExplanationView } from "~/app/_components/game/round-explanation";
import type { Locale } from "~/lib/locales";
import { replayOf, viewerOf } from "~/app/replays/_components/replay-viewer-testing";
import { NAMES } from "~/app/dev/boards/local-game";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import type { ReplayModel } from "~/app/replays/_lib/replay-model";
import { usePhraseWords } from "~/app/_components/game/move-words";
import type { Phrase } from "~/engine/core/phrase";
import type { MatchResult } from "~/engine/judge";
import { actionsPhrase, bonusPhrase, notePhrases, pilePhrase, REASON_KEYS } from "~/engine/judge/phrases";

const players = boardPlayers(NAMES.slice(0, 2));

/** The words a reader sees and hears in `html` (labels included), without the players' names. */
function readText(html: string): string {
  let text = html
    .replace(/aria-label="([^"]*)"/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  for (const p of players) text = text.replaceAll(p.displayName, " ");
  return text;
}

/** The move list of the replay at its last position, as text. */
function moveListText(model: ReplayModel, locale: Locale): string {
  const html = renderToStaticMarkup(
    withIntl(viewerOf(model, { initialStep: model.steps.length - 1, sharePath: "/replays/x" }), locale),
  );
  const list = /data-testid="move-list"[^>]*>([\s\S]*)$/.exec(html)?.[1] ?? "";
  expect(list).not.toBe("");
  return readText(list);
}

/** English words of the engine's move lines ("round 3, … vs …: seat 0 hits at 300 ms … takes 2 cards"). */
const ENGINE_ENGLISH = /\b(round|vs|seat|hits|defends|does nothing|takes|cards?|later month|earlier month|nobody)\b/i;

// Games of random moves on several seeds: between them they reach wins, pot rounds, ties and mistakes.
const models = ["a", "b", "c"].map((name) => replayOf("judge", 2, {}, 400, false, `judge-words-${name}`));

describe("a Judge replay's move list", () => {
  it("says every round in Japanese", () => {
    for (const model of models) {
      const text = moveListText(model, "ja");
      expect(text).toContain("第1局");
      expect(text).toMatch(/ミリ秒で(叩いた|守った)/);
      expect(text).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it("says every round in French", () => {
    for (const model of models) {
      const text = moveListText(model, "fr");
      expect(text).toContain("Manche 1,");
      expect(text).toMatch(/(frappe|se défend) à \d/);
      expect(text).not.toMatch(ENGINE_ENGLISH);
    }
  });
});

describe("a Judge match's scoring", () => {
  for (const locale of ["ja", "fr"] as const)
    it(`reads every step and note in ${locale}`, () => {
      for (const model of models) {
        const explanation = model.rounds[0]?.explanation;
        expect(explanation).toBeTruthy();
        const html = renderToStaticMarkup(
          withIntl(
            <RoundExplanationView
              explanation={explanation!}
              game="judge"
              players={players}
              teams={null}
              mySide={0}
              winner={null}
            />,
            locale,
          ),
        );
        const text = readText(html);
        const lines = [...explanation!.sides.flatMap((s) => s.steps.map((st) => st.label)), ...explanation!.notes];
        for (const line of lines) expect(text).not.toContain(line);
        if (locale === "ja") expect(text).not.toMatch(/[A-Za-z]{2,}/);
        else expect(text).not.toMatch(/\b(score pile|bright bonus|brights needed|heads never count|discarded)\b/);
      }
    });
});

/** One phrase of the Moves or Explain catalog, said for the two players. */
function Said({ phrase, ns }: { phrase: Phrase; ns: "Moves" | "Explain" }) {
  return <>{usePhraseWords(ns)(phrase, { players, teams: null })}</>;
}

/** Every move line and note Judge can say, whether or not a random game reaches it. */
function everyPhrase(): [Phrase, "Moves" | "Explain"][] {
  const move = { round: 24, actions: [{ act: "hit", ms: 312.5 }, null] } as const;
  const out: [Phrase, "Moves" | "Explain"][] = [[actionsPhrase(move), "Moves"]];
  for (const key of ["judgeRound", "judgeSuddenDeath"])
    for (const reason of REASON_KEYS)
      for (const taker of ["seat", "opponent", "none"])
        out.push([
          {
            key,
            args: { round: 24, seat: 0, opponent: 1, taker, count: 4, pot: 6 },
            cards: { first: [0], second: [47] },
            terms: {
              seatAct: { ns: "Moves", key: "judgeAct.defend", values: { ms: 1200 } },
              opponentAct: { ns: "Moves", key: "judgeAct.none" },
              reason: { ns: "Moves", key: `judgeReason.${reason}` },
            },
          },
          "Moves",
        ]);
  const cards = [1, 2, 3];
  const result = (finalPot: MatchResult["finalPot"], decidedBy: MatchResult["decidedBy"]): MatchResult => ({
    scorePiles: [[], []],
    sides: [
      { cards: 0, brights: [], bonus: 0, points: 0 },
      { cards: 0, brights: [], bonus: 0, points: 0 },
    ],
    pointsBeforePot: [20, 18],
    finalPot,
    winner: decidedBy === "draw" ? null : 1,
    decidedBy,
    suddenDeathRound: decidedBy === "sudden-death" ? 25 : null,
  });
  const fates: MatchResult["finalPot"][] = [
    { kind: "none" },
    { kind: "discarded", cards },
    { kind: "split", cards, bySeat: [[1], [2, 3]] },
    { kind: "to-seat", seat: 0, cards },
  ];
  for (const fate of fates)
    for (const decidedBy of ["score", "sudden-death", "draw"] as const)
      for (const sudden of [false, true])
        for (const note of notePhrases(result(fate, decidedBy), 23, sudden)) out.push([note, "Explain"]);
  for (const n of [0, 1, 4]) out.push([pilePhrase(n), "Explain"], [bonusPhrase(n, n >= 4 ? 10 : 0), "Explain"]);
  return out;
}

describe("every Judge phrase", () => {
  it("has a reason for every row of the decision tables, plain and tied", () => {
    expect(REASON_KEYS.length).toBe(17);
  });

  for (const locale of ["ja", "fr"] as const)
    it(`reads in ${locale}`, () => {
      for (const [phrase, ns] of everyPhrase()) {
        const text = readText(renderToStaticMarkup(withIntl(<Said phrase={phrase} ns={ns} />, locale)));
        expect(text.trim(), phrase.key).not.toBe("");
        if (locale === "ja") expect(text, phrase.key).not.toMatch(/[A-Za-z]{2,}/);
        else expect(text, phrase.key).not.toMatch(ENGINE_ENGLISH);
      }
    });
});
