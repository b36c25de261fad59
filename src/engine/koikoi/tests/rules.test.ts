// Koi-Koi rules beyond the vectors: errors as values, immutability, live deals, start facts, views, descriptions.

import { describe, expect, it } from "vitest";
import { foldRecord, parseRecord, everyEngineGame } from "../../record";
import { checkDeal } from "../deal";
import { configOf } from "../options";
import { position, play, R, setupOf, type TestOptions } from "./kit";
import type { KoikoiState } from "../state";

const kk24 = () =>
  position({
    dealer: 0,
    turn: 0,
    hands: [["M05-3", "M02-2"], ["M06-2"]],
    field: ["M05-0", "M05-2", "M01-2"],
    pile: ["M07-2"],
  });

function live(seed: string, options: TestOptions = {}): KoikoiState {
  const g = R.newGame(setupOf(options), seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe("Koi-Koi moves", () => {
  it("returns an illegal move as a value and leaves the state untouched", () => {
    const s = kk24();
    const copy = JSON.stringify(s);
    const cases: [unknown, string][] = [
      [{ seat: 1, play: "M06-2" }, "not-your-turn"],
      [{ seat: 0, play: "M06-2" }, "illegal-card"],
      [{ seat: 0, play: "M05-3" }, "take-required"],
      [{ seat: 0, play: "M05-3", take: "M01-2" }, "bad-take"],
      [{ seat: 0, play: "M02-2", take: "M01-2" }, "bad-take"],
      [{ seat: 0, draw: true }, "wrong-step"],
      [{ seat: 0, koikoi: true }, "wrong-step"],
      [{ seat: 0, koikoi: "yes" }, "bad-move"],
      [{ seat: 0, play: "M02-2", extra: 1 }, "bad-move"],
      [{ seat: 0 }, "bad-move"],
      [null, "bad-move"],
    ];
    for (const [move, code] of cases) {
      const r = R.applyMove(s, move);
      expect(r.ok ? "ok" : r.error.code, JSON.stringify(move)).toBe(code);
    }
    expect(JSON.stringify(s)).toBe(copy);
  });
  it("accepts a take naming the only matching card", () => {
    const s = play(kk24(), [{ seat: 0, play: "M02-2" }]);
    expect(s.round!.field).toContain(6);
  });
  it("refuses moves once the game is over", () => {
    const over = play(
      position(
        {
          dealer: 1,
          turn: 0,
          hands: [["M11-1"], []],
          field: ["M11-2"],
          pile: ["M10-2"],
          captured: [["M02-0", "M04-0", "M05-0", "M08-1"], []],
        },
        { rounds: 3 },
      ),
      [
        { seat: 0, play: "M11-1" },
        { seat: 0, draw: true },
      ],
    );
    expect(over.phase).toBe("awaiting-deal");
    expect(R.applyMove(over, { seat: 0, play: "M01-0" })).toMatchObject({ ok: false, error: { code: "not-playing" } });
  });
  it("describes moves", () => {
    const s = kk24();
    expect(R.describeMove(s, { seat: 0, play: "M05-3", take: "M05-0" })).toBe(
      "plays Iris chaff, takes Iris Eight-plank Bridge",
    );
    expect(R.describeMove(s, { seat: 0, play: "M02-2" })).toBe("plays Plum chaff, it stays on the field");
    expect(R.describeMove(s, { seat: 0, koikoi: true })).toBe("calls koi-koi");
    expect(R.describeMove(s, { seat: 0, koikoi: false })).toBe("stops (shōbu)");
    // the same moves as phrases for the app's catalogs: card ids (M05-3 is 19, M05-0 is 16) instead of English names
    expect(R.phraseMove!(s, { seat: 0, play: "M05-3", take: "M05-0" })).toEqual({
      key: "takes",
      args: { verb: "play", gaji: "no" },
      cards: { card: [19], taken: [16] },
    });
    expect(R.phraseMove!(s, { seat: 0, play: "M02-2" })).toEqual({
      key: "stays",
      args: { verb: "play", gaji: "no" },
      cards: { card: [6] },
    });
    expect(R.phraseMove!(s, { seat: 0, koikoi: true })).toEqual({ key: "callsKoikoi" });
    expect(R.phraseMove!(s, { seat: 0, koikoi: "maybe" } as never)).toBeNull();
  });
});

describe("Koi-Koi live games", () => {
  it("never starts a round on a deal the checks throw in, and deals the whole deck", () => {
    for (const options of [{}, { lucky_hands: "misdeal" }] as TestOptions[]) {
      const config = configOf(setupOf(options).options);
      for (let i = 0; i < 200; i++) {
        const s = live(`deal/${i}`, options);
        const r = s.round!;
        expect(checkDeal(config, r.deal, r.dealer).kind).not.toBe("thrown-in");
        expect(new Set([...r.deal.hands.flat(), ...r.deal.field, ...r.deal.pile]).size).toBe(48);
      }
    }
  });
  it("replays a live game's record with its start facts to the same views", () => {
    let s = live("facts");
    const moves: unknown[][] = [[]];
    for (let k = 0; k < 200 && s.phase === "playing"; k++) {
      const before = s.dealt.length;
      const m = R.legalMoves(s, s.round!.turn)[0];
      s = (R.applyMove(s, m) as { ok: true; state: KoikoiState }).state;
      moves[before - 1]!.push(m);
      while (moves.length < s.dealt.length) moves.push([]);
    }
    const record = {
      format: "hanafuda-record/1",
      game: "koikoi",
      players: ["a", "b"],
      options: {},
      rounds: s.dealt.map((d, i) => ({ dealer: d.dealer, deal: d.deal, moves: moves[i] })),
    };
    const parsed = parseRecord(record, everyEngineGame);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const folded = foldRecord<KoikoiState>(parsed.value, {}, R.startFacts!(s));
    if (!folded.ok) throw new Error(folded.error.message);
    for (const seat of [0, 1, null]) expect(R.playerView(folded.value, seat)).toEqual(R.playerView(s, seat));
  });
  it("gives the first deal to the given first dealer", () => {
    const g = R.newGame(setupOf(), "given", { firstDealer: 1 });
    expect(g.ok && g.value.dealt[0]!.dealer).toBe(1);
    expect(R.newGame(setupOf(), "given", { firstDealer: 2 })).toMatchObject({
      ok: false,
      error: { code: "bad-dealer" },
    });
  });
  it("refuses 3 players, teams and unknown options", () => {
    expect(R.validateSetup({ players: 3, teams: null, options: {} }).ok).toBe(false);
    expect(R.validateSetup({ players: 2, teams: [[0], [1]], options: {} }).ok).toBe(false);
    expect(R.validateSetup({ players: 2, teams: null, options: { gaji: "on" } }).ok).toBe(false);
    expect(R.validateSetup({ players: 2, teams: null, options: { rounds: 4 } }).ok).toBe(false);
  });
});

describe("Koi-Koi views", () => {
  it("shows a seat its own hand only, the spectator none, and the turned card in the draw step", () => {
    const s = play(kk24(), [{ seat: 0, play: "M02-2" }]);
    expect(R.playerView(s, 0).hand).toEqual(["M05-3"]);
    expect(R.playerView(s, 1).hand).toEqual(["M06-2"]);
    expect(R.playerView(s, null).hand).toBeNull();
    expect(JSON.stringify(R.playerView(s, 0))).not.toContain("M06-2");
    expect(R.playerView(s, 1).turnedCard).toBe("M07-2");
    expect(R.playerView(s, 1).step).toBe("draw");
  });
  it("explains a stop step by step", () => {
    const s = play(
      position({
        dealer: 1,
        turn: 0,
        hands: [
          ["M11-1", "M03-2"],
          ["M04-2", "M06-2"],
        ],
        field: ["M11-2", "M07-2"],
        pile: ["M10-2"],
        captured: [["M01-0", "M03-0", "M12-0", "M02-0", "M04-0", "M05-0", "M08-1"], []],
        calls: [0, 1],
      }),
      [
        { seat: 0, play: "M11-1" },
        { seat: 0, draw: true },
        { seat: 0, koikoi: false },
      ],
    );
    const e = R.explainRound(s, 0)!;
    expect(e.sides[0]!.steps.map((x) => x.points)).toEqual([5, 1, 6]);
    expect(e.sides[0]!.steps.map((x) => x.phrase)).toEqual([
      { key: "yakuName", terms: { name: { ns: "Yaku", key: "sanko" } } },
      { key: "yakuName", terms: { name: { ns: "Yaku", key: "tane" } } },
      { key: "koikoiCallSum", args: { why: "one", seat: 1, calls: 1, times: 2, before: 6, after: 12 } },
    ]);
    // the opponent's call is why its yaku score nothing: its side of the scoring is otherwise empty
    expect(e.notePhrases).toEqual([
      { key: "stopped", args: { seat: 0, how: "shobu" } },
      { key: "koikoiLost", args: { seat: 1 } },
    ]);
    expect(e.sides[0]!.total).toBe(12);
    expect(R.roundSummaries(s)[0]).toEqual({
      scores: [12, 0],
      yaku: [["sanko", "tane"], []],
      winner: 0,
      nextDealer: 0,
    });
  });
});
