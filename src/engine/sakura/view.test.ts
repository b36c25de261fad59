// playerView (what leaves the server), describeMove and explainRound.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foldRecord, parseRecord } from "../record";
import { explainResult } from "./explain";
import type { SakuraMove } from "./moves";
import { DEAD, FIELD, type SakuraState } from "./state";
import { buildDeal, clear, handOf, playMoves, R, setupOf, startFrom } from "./testing/kit";

const golden = (name: string): SakuraState => {
  const doc = JSON.parse(
    readFileSync(fileURLToPath(new URL(`./golden/${name}.json`, import.meta.url)), "utf8"),
  ) as unknown;
  const p = parseRecord(doc);
  if (!p.ok) throw new Error(p.error.message);
  const f = foldRecord<SakuraState>(p.value);
  if (!f.ok) throw new Error(f.error.message);
  return f.value;
};

describe("playerView", () => {
  const s = startFrom(setupOf(3, { direction: "counterclockwise", yaku_labels: "names" }), 1, buildDeal(3, {}));
  it("shows the seat its own hand and the others' hand sizes only", () => {
    const v = R.playerView(s, 0);
    expect(v.round!.hand).toEqual(handOf(s, 0));
    expect(v.round!.handCounts).toEqual([7, 7, 7]);
    const json = JSON.stringify(v.round);
    for (const c of [...handOf(s, 1), ...handOf(s, 2)]) expect(json).not.toContain(`"${c}"`);
  });
  it("spectators see no hand; nobody sees the pile, only its size", () => {
    const v = R.playerView(s, null);
    expect(v.seat).toBeNull();
    expect(v.round!.hand).toBeNull();
    expect(v.round!.pileCount).toBe(21);
    expect(JSON.stringify(v)).not.toMatch(/"pile"|"rng"|"deal"/);
    expect(v.round!.legalMoves).toEqual([]);
    for (const c of s.round!.info.pile)
      expect(JSON.stringify(v.round)).not.toContain(
        `"${["M", String((c >> 2) + 1).padStart(2, "0"), "-", c & 3].join("")}"`,
      );
  });
  it("lists legal moves only for the seat to act", () => {
    expect(R.playerView(s, 1).round!.legalMoves.length).toBeGreaterThan(0);
    expect(R.playerView(s, 0).round!.legalMoves).toEqual([]);
  });
  it("carries the table settings: direction, teams, round count", () => {
    const v = R.playerView(s, 0);
    expect(v.direction).toBe("counterclockwise");
    expect(v.yakuLabels).toBe("names");
    expect(v.roundsTotal).toBe(12);
    expect(v.round!.dealer).toBe(1);
    expect(v.round!.turn).toBe(1);
    expect(v.round!.step).toBe("play");
  });
  it("shows captured piles, their value and yaku in progress", () => {
    const g = golden("2p-basic");
    const v = R.playerView(g, 0);
    expect(v.round!.step).toBe("over");
    expect(v.round!.sides[0]!.value).toBe(125);
    expect(v.round!.sides[0]!.yaku).toEqual(["i", "to"]);
    expect(v.summaries[0]!.scores).toEqual([125, 15]);
    expect(v.totals).toEqual([125, 15]);
    expect(v.winner).toBe(0);
    // A yaku two-thirds done and still winnable is flagged live.
    let t = startFrom(setupOf(2), 0, buildDeal(2, { hands: [["M03-2", "M08-2"]], field: ["M03-0", "M08-0"] }));
    t = clear(t, FIELD, DEAD, ["M03-0", "M08-0"]);
    t = playMoves(t, [
      { seat: 0, play: "M03-2" },
      { seat: 0, draw: true },
    ]);
    t = playMoves(t, [R.legalMoves(t, 1)[0], R.legalMoves(t, 1)[0]].slice(0, 1));
    t = playMoves(t, [R.legalMoves(t, 1)[0]]);
    t = playMoves(t, [{ seat: 0, play: "M08-2" }]);
    const p = R.playerView(t, null).round!.sides[0]!.partial.find((x) => x.key === "i")!;
    expect(p.have).toEqual(["M03-0", "M08-0"]);
    expect(p.live).toBe(true);
  });
  it("after a block the Gaji waiting for its retarget is public, and the block is in the last move", () => {
    const g = golden("hiki-blocked-7p");
    expect(R.explainRound(g, 0)!.notes.join(" ")).toContain("Paulownia Yellow Paulownia");
  });
  it("a bad seat number is a spectator", () => {
    expect(R.playerView(s, 9).seat).toBeNull();
    expect(R.playerView(s, -1).round!.hand).toBeNull();
  });
});

describe("describeMove", () => {
  const s = clear(
    startFrom(
      setupOf(2),
      0,
      buildDeal(2, {
        hands: [
          ["M03-0", "M11-3", "M07-2"],
          ["M05-1", "M05-3"],
        ],
        field: ["M03-2", "M05-0", "M05-2", "M12-2"],
        pile: ["M01-2"],
      }),
    ),
    FIELD,
    DEAD,
    ["M03-2", "M05-0", "M05-2", "M12-2"],
  );
  it("phrases plays, draws, hikis and Gaji blocks without the player's name", () => {
    expect(R.describeMove(s, { seat: 0, play: "M03-0" })).toBe("plays Cherry Curtain, takes Cherry chaff");
    expect(R.describeMove(s, { seat: 0, play: "M07-2" })).toBe("plays Bush Clover chaff, it stays on the field");
    expect(R.describeMove(s, { seat: 0, play: "M11-3", take: "M12-2" })).toBe(
      "plays the Gaji (Willow Lightning), takes Paulownia chaff",
    );
    expect(R.describeMove(s, { seat: 0, play: "M11-3", take: "M05-0" })).toContain(
      "blocked, seat 1 takes the four Iris cards",
    );
    const after = playMoves(s, [{ seat: 0, play: "M07-2" }]);
    expect(R.describeMove(after, { seat: 0, draw: true })).toBe("draws Pine chaff, it stays on the field");
    expect(R.describeMove(s, { seat: 0, hiki: 5 })).toBe("declares hiki (Iris)");
    expect(R.describeMove(s, { seat: 0, bet: 3 })).toBe("bids 3");
    expect(R.describeMove(s, { seat: 0, dealer: 1 })).toBe("names seat 1 as the next dealer");
    expect(R.describeMove(s, "nonsense" as unknown as SakuraMove)).toBe("an unreadable move");
  });
  it("gives the same moves as phrases: card ids, the Gaji, the block's owner and month, the seat named", () => {
    const play = { verb: "play", gaji: "no" };
    expect(R.phraseMove!(s, { seat: 0, play: "M03-0" })).toEqual({
      key: "takes",
      args: play,
      cards: { card: [8], taken: [10] },
    });
    expect(R.phraseMove!(s, { seat: 0, play: "M11-3", take: "M12-2" })).toEqual({
      key: "takes",
      args: { verb: "play", gaji: "yes" },
      cards: { card: [43], taken: [46] },
    });
    expect(R.phraseMove!(s, { seat: 0, play: "M11-3", take: "M05-0" })).toMatchObject({
      key: "blocked",
      args: { owner: 1, month: 5 },
    });
    expect(R.phraseMove!(s, { seat: 0, dealer: 1 })).toEqual({ key: "namesDealer", args: { seat: 1 } });
    expect(R.phraseMove!(s, "nonsense" as unknown as SakuraMove)).toBeNull();
  });
  it("a declared hiki names its four cards", () => {
    const t = startFrom(setupOf(2), 0, buildDeal(2, { hands: [["M05-1", "M05-3"]], field: ["M05-0", "M05-2"] }));
    expect(R.describeMove(t, { seat: 0, hiki: 5 })).toBe(
      "declares hiki (Iris), takes Iris Eight-plank Bridge, Iris Plain ribbon, Iris chaff and Iris chaff",
    );
  });
});

describe("explainRound", () => {
  it("lists card values with the cards, each yaku, the opponents' yaku, and the total", () => {
    const g = golden("3p-hiki");
    const e = R.explainRound(g, 0)!;
    expect(e.round).toBe(0);
    const seat2 = e.sides.find((x) => x.side === 2)!;
    expect(seat2.total).toBe(20);
    expect(seat2.steps[0]!.points).toBe(120);
    expect(seat2.steps[0]!.cards!.length).toBe(16);
    expect(seat2.steps.some((st) => st.label.includes("ろ"))).toBe(true);
    expect(seat2.steps[seat2.steps.length - 1]).toEqual({
      label: "Opponents' yaku: 2 × −50",
      points: -100,
      phrase: { key: "opponentsYaku", args: { count: 2, points: 50 } },
    });
    for (const side of e.sides) expect(side.steps.reduce((a, st) => a + st.points, 0)).toBe(side.total);
    expect(e.notes.some((n) => n.includes("seat 2 wins the round"))).toBe(true);
  });
  it("names the next dealer after every round but the match's last", () => {
    for (const name of ["2p-basic", "3p-hiki", "teshi-kuttsuki", "victories-basa"]) {
      const g = golden(name);
      expect(R.phase(g), name).toBe("game-over");
      const notes = g.results.map((_, i) => R.explainRound(g, i)!.notes.join(" "));
      expect(notes.at(-1), name).not.toContain("deals next");
      expect(notes.at(-1), name).toMatch(/wins the round[^;]*\.$/);
      for (const n of notes.slice(0, -1)) if (n.includes("wins the round")) expect(n, name).toContain("deals next");
    }
    // a match of several rounds: the earlier ones do name the next dealer
    const g = golden("teshi-kuttsuki");
    expect(g.results.length).toBeGreaterThan(2);
  });
  it("explains transfers to the Gaji user and dead cards", () => {
    const notes = R.explainRound(golden("gaji-5p"), 0)!.notes.join(" ");
    expect(notes).toContain("Gaji user (seat 0, Gaji month Cherry): Cherry Poetry ribbon");
    expect(notes).toContain("Dead cards (scored by nobody): Willow Swallow");
  });
  it("explains Teshi, Kuttsuki and cancelled deals", () => {
    const g = golden("teshi-kuttsuki");
    expect(R.explainRound(g, 0)!.sides[1]!.steps[0]!.label).toContain("Teshi: four Pine cards in seat 1's hand");
    expect(R.explainRound(g, 1)!.sides[0]!.steps[0]!.label).toContain("Kuttsuki");
    expect(R.explainRound(g, 2)!.notes[0]).toContain("cancelled (four pairs on the field)");
    expect(R.explainRound(g, 2)!.notePhrases![0]).toMatchObject({ key: "dealCancelledNote", args: { why: "pairs" } });
    expect(R.explainRound(g, 9)).toBeNull();
  });
  it("names victories and Basa", () => {
    expect(R.explainRound(golden("victories-basa"), 0)!.notes.join(" ")).toContain("Basa: 3 victories");
  });
  it("uses the yaku_labels option", () => {
    const s = golden("2p-basic");
    const labels = (style: "iroha" | "pf_numbers" | "names") =>
      explainResult({ ...s.cfg, rules: { ...s.cfg.rules, yakuLabels: style } }, s.results[0]!)
        .sides[0]!.steps.filter((st) => st.label.startsWith("Yaku"))
        .map((st) => st.label);
    expect(labels("iroha")).toEqual(["Yaku い (I): each opponent loses 50", "Yaku と (To): each opponent loses 50"]);
    expect(labels("pf_numbers")).toEqual(["Yaku #1: each opponent loses 50", "Yaku #7: each opponent loses 50"]);
    expect(labels("names")[0]).toBe("Yaku Drinking (Curtain, Moon, Sake Cup): each opponent loses 50");
  });
});
