// Hand-checked golden records (golden/README.md says what each one checks). Each NAME.json
// replays through the generic record module to NAME.expected.json; full-match.json also through
// the real CLI, and bad-round-sequence.json checks the CLI's exit 1 with the faulty move.

import { describe, expect, it } from "vitest";
import { cardCode } from "../core/cards";
import { goldens, itHasGoldens, itReplaysEach, itReplaysThroughCli } from "../core/testing/golden";
import { foldRecord, parseRecord, writeRecord } from "../record";
import type { JudgeState } from "./state";
import { judgeRuleset } from "./ruleset";
import type { JudgeView } from "./view";

const g = goldens(new URL("./golden/", import.meta.url));
const { read } = g;
const names = g.names();

function fold(name: string): JudgeState {
  const parsed = parseRecord(read(`${name}.json`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const folded = foldRecord<JudgeState>(parsed.value);
  if (!folded.ok) throw new Error(folded.error.message);
  return folded.value;
}

describe("Judge golden records", () => {
  itHasGoldens(names, [
    "full-match",
    "options-variant",
    "final-pot-split",
    "final-pot-higher",
    "drawn-match",
    "sudden-death",
    "unfinished",
    "bad-round-sequence",
  ]);

  itReplaysEach(g, names);

  for (const name of names.filter((n) => n !== "bad-round-sequence")) {
    it(`${name}: the record written back from the replayed state is the same record`, () => {
      const doc = read(`${name}.json`) as { players: string[]; rounds: { moves: unknown[] }[] };
      const parsed = parseRecord(doc);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const state = fold(name);
      const written = writeRecord(
        judgeRuleset,
        parsed.value.setup,
        doc.players,
        state,
        doc.rounds.map((r) => r.moves),
      );
      expect(written).toEqual({ ...(doc as object), teams: null });
    });
  }

  it("full-match: every round as checked by hand (golden/full-match.rounds.json)", () => {
    const want = read("full-match.rounds.json") as {
      rounds: {
        round: number;
        row: string;
        winner: number | null;
        potAfter: number;
        cards: [number, number];
        tie: boolean;
      }[];
    };
    const state = fold("full-match");
    const view = judgeRuleset.playerView(state, 0) as JudgeView;
    expect(view.outcomes).toHaveLength(23);
    let cards: [number, number] = [0, 0];
    view.outcomes.forEach((o, i) => {
      const w = want.rounds[i]!;
      if (o.winner !== null)
        cards = o.winner === 0 ? [cards[0] + o.taken.length, cards[1]] : [cards[0], cards[1] + o.taken.length];
      expect({ round: o.round, row: o.row, winner: o.winner, potAfter: o.potAfter, cards, tie: o.tie }).toEqual(w);
    });
    // Final pot (M01-3, M03-3) discarded by default; seat 0 holds four brights.
    expect(view.result).toMatchObject({
      scores: [34, 20],
      cards: [24, 20],
      bonus: [10, 0],
      winner: 0,
      decidedBy: "score",
      finalPot: { kind: "discarded", cards: ["M01-3", "M03-3"], seat: null },
    });
    expect([...view.result!.brights[0]].sort()).toEqual(["M01-0", "M03-0", "M08-0", "M12-0"]);
    expect(view.result!.brights[1]).toEqual(["M11-0"]);
  });

  it("full-match: explainRound lists the cards, the bonus and the discarded pot", () => {
    const ex = judgeRuleset.explainRound(fold("full-match"), 0)!;
    expect(ex.sides.map((s) => s.total)).toEqual([34, 20]);
    expect(ex.sides[0]!.steps.map((s) => s.points)).toEqual([24, 10]);
    expect(ex.sides[0]!.steps[0]!.cards).toHaveLength(24);
    expect(ex.sides[1]!.steps.map((s) => s.points)).toEqual([20, 0]);
    expect(ex.notes.join(" ")).toMatch(/2 cards left in the pot after round 23 were discarded/);
    expect(judgeRuleset.explainRound(fold("full-match"), 1)).toBeNull();
    expect(judgeRuleset.explainRound(fold("unfinished"), 0)).toBeNull();
  });

  it("final-pot-split: each player takes back their own picket from the final pot", () => {
    const s = fold("final-pot-split");
    expect(s.result!.finalPot).toMatchObject({ kind: "split" });
    expect(s.scorePiles[0].map(cardCode)).toContain("M01-3");
    expect(s.scorePiles[1].map(cardCode)).toContain("M03-3");
  });

  it("final-pot-higher: the final pot goes to the higher score before the pot (34 to 20)", () => {
    const s = fold("final-pot-higher");
    expect(s.result!.pointsBeforePot).toEqual([34, 20]);
    expect(s.result!.finalPot).toMatchObject({ kind: "to-seat", seat: 0 });
  });

  it("sudden-death: level at 28, rounds 24 and 25 undecided, seat 1 wins round 26 and the match", () => {
    const s = fold("sudden-death");
    const view = judgeRuleset.playerView(s, null) as JudgeView;
    const sd = view.outcomes.filter((o) => o.suddenDeath);
    expect(sd.map((o) => [o.round, o.pickets, o.row, o.winner])).toEqual([
      [24, ["M04-1", "M02-1"], "9", null],
      [25, ["M04-0", "M02-0"], "3a", null],
      [26, ["M01-3", "M03-2"], "1", 1],
    ]);
    expect(view.result).toMatchObject({ scores: [28, 28], winner: 1, decidedBy: "sudden-death" });
    // The match proper's score piles are untouched by sudden death.
    expect(view.scorePiles.map((p) => p.length)).toEqual([18, 28]);
  });

  itReplaysThroughCli(g, "full-match.json", "bad-round-sequence.json", (out) =>
    expect(out).toEqual(read("bad-round-sequence.expected.json")),
  );
});
