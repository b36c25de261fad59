// Unit tests of Sutda rules beyond the test vectors: setup checks, the first-Oya draw, auctions,
// bet enumeration, settlement options, dealers, game end, deal validation, views, descriptions.

import { describe, expect, it } from "vitest";
import { monthOf } from "../core/cards";
import { replayRecord } from "../record";
import { betLadder } from "./auction";
import { sutdaRuleset as R } from "./ruleset";
import { settle, splitAmount } from "./settlement";
import type { SutdaState } from "./state";
import { applyAll, followedAuctions, nextHand, playHand, setupOf, T17_HANDS, T17_MOVES } from "./test-helpers";

const last = (st: SutdaState) => R.roundSummaries(st).at(-1)!;
const defaults = setupOf(3).options;

describe("validateSetup: options a deck cannot support are refused", () => {
  const check = (options: Record<string, unknown>, players = 3) =>
    R.validateSetup({
      players,
      teams: null,
      options: { ...defaults, ...options } as Record<string, string | number | boolean>,
    });
  it.each([
    ["gwangttaeng_13_18", "on", "Crane & Sun (M01-0)"],
    ["ttaengjabi", "on", "Boar (M07-0)"],
    ["amhaeng_eosa", "on", "Cuckoo (M04-0)"],
    ["meongteongguri_gusa", "on", "Sake Cup (M09-0)"],
  ])("%s = %s on s4_kasu", (option, value, needs) => {
    const res = check({ [option]: value });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe("option-needs-deck");
    expect(res.error.message).toContain(option);
    expect(res.error.message).toContain("s4_kasu");
    expect(res.error.message).toContain(needs);
    for (const deck of ["standard20", "all40"]) expect(check({ deck, [option]: value }).ok).toBe(true);
  });
  it("options that work with the S4 deck are accepted", () => {
    for (const o of [
      { ttaengjabi: "any_3_7" },
      { gusa: "on" },
      { standard_named_order: "on" },
      { jangsa_funeral: "on" },
      { tie: "rematch" },
      { no_multipliers: "on" },
      { next_dealer: "showdown_winner" },
      { short_stack: "cap_table_bid" },
      { multiplier_base: "bids_only" },
      { allow_zero_open: true },
      { end: "rounds_N", rounds: 3 },
      { end: "shared_bank_empty" },
    ])
      expect(check(o).ok, JSON.stringify(o)).toBe(true);
  });
  it("players, teams, stack below the ante, unknown values", () => {
    expect(check({}, 1).ok).toBe(false);
    expect(check({}, 11).ok).toBe(false);
    expect(check({}, 10).ok).toBe(true);
    expect(
      R.validateSetup({
        players: 4,
        teams: [
          [0, 2],
          [1, 3],
        ],
        options: defaults,
      }).ok,
    ).toBe(false);
    expect(check({ ante: 5, stack: 4 }).ok).toBe(false);
    expect(check({ gusa: true }).ok).toBe(false);
    expect(check({ deck: "all48" }).ok).toBe(false);
  });
  it("the standard_seotda preset is a valid setup", () => {
    const preset = R.presets.find((p) => p.name === "standard_seotda")!;
    expect(check(preset.values as Record<string, unknown>).ok).toBe(true);
  });
  it("a record naming an unsupported option combination is refused at its options", () => {
    const out = replayRecord({
      format: "hanafuda-record/1",
      game: "sutda",
      players: ["a", "b"],
      options: { amhaeng_eosa: "on" },
      rounds: [],
    });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.field).toBe("options");
  });
});

describe("first Oya by draw (lowest month, tied players redraw)", () => {
  it("every attempt is recorded and the Oya deals the first round", () => {
    let sawRedraw = false;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 9);
      const res = R.newGame(setupOf(players), `oya-${i}`);
      if (!res.ok) throw new Error(res.error.message);
      const st = res.value;
      const attempts = st.oyaDraws;
      expect(attempts[0]!.map((d) => d.seat)).toEqual(Array.from({ length: players }, (_, s) => s));
      for (let k = 0; k < attempts.length; k++) {
        const low = Math.min(...attempts[k]!.map((d) => monthOf(d.card)));
        const tied = attempts[k]!.filter((d) => monthOf(d.card) === low).map((d) => d.seat);
        if (k < attempts.length - 1) {
          expect(tied.length).toBeGreaterThan(1);
          expect(attempts[k + 1]!.map((d) => d.seat)).toEqual(tied);
          sawRedraw = true;
        } else {
          expect(tied).toHaveLength(1);
          expect(R.dealtRounds(st)[0]!.dealer).toBe(tied[0]);
        }
      }
      // The draws are public in every view.
      expect(R.playerView(st, null).oyaDraws.length).toBe(attempts.length);
    }
    expect(sawRedraw).toBe(true);
  });
  it("a record's first round may be dealt by any seat; later ones by the rules' dealer", () => {
    const st = playHand(3, {}, 0, T17_HANDS, T17_MOVES);
    expect(R.expectedDealer(st)).toBe(2);
    const wrong = R.startRound(st, 0, { hands: T17_HANDS });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toContain("seat 2");
    expect(R.startRound(st, 2, { hands: T17_HANDS }).ok).toBe(true);
    expect(R.startRound(R.newGameAwaitingDeal(setupOf(3)), null, { hands: T17_HANDS }).ok).toBe(false);
  });
});

describe("deal validation", () => {
  const fresh = () => R.newGameAwaitingDeal(setupOf(3));
  it.each([
    [
      {
        hands: [
          ["M01-0", "M02-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
      },
      "not in the s4_kasu deck",
    ],
    [
      {
        hands: [
          ["M01-2", "M01-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
      },
      "dealt twice",
    ],
    [{ hands: [["M01-2"], ["M05-2", "M06-2"], ["M09-2", "M09-3"]] }, "exactly 2 cards"],
    [
      {
        hands: [
          ["M01-2", "M02-2"],
          ["M05-2", "M06-2"],
        ],
      },
      "3 hands",
    ],
    [
      {
        hands: [
          ["M01-2", "M02-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
        pile: ["M10-2"],
      },
      "rest of the deck",
    ],
    [
      {
        hands: [
          ["M01-2", "M02-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
        extra: 1,
      },
      "unknown deal field",
    ],
    [
      {
        hands: [
          ["M01-2", "X"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
      },
      "not a card code",
    ],
    [
      {
        hands: [
          ["M01-2", "M02-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
        pile: ["M01-2"],
      },
      "dealt twice",
    ],
  ])("%j is refused (%s)", (deal, message) => {
    const res = R.startRound(fresh(), 0, deal);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.message).toContain(message);
  });
  it("an excluded seat must be dealt []", () => {
    const st = playHand(3, {}, 0, T17_HANDS, T17_MOVES, [5, 100, 100]);
    expect(st.active).toEqual([false, true, true]);
    expect(
      R.startRound(st, 2, {
        hands: [
          ["M01-2", "M02-2"],
          ["M05-2", "M06-2"],
          ["M09-2", "M09-3"],
        ],
      }).ok,
    ).toBe(false);
    expect(R.startRound(st, 2, { hands: [[], ["M05-2", "M06-2"], ["M09-2", "M09-3"]] }).ok).toBe(true);
  });
  it("a full pile is accepted; a live deal lists the pile", () => {
    const rest = [
      "M01-3",
      "M02-2",
      "M03-0",
      "M04-2",
      "M04-3",
      "M05-3",
      "M06-3",
      "M07-2",
      "M07-3",
      "M08-0",
      "M08-2",
      "M10-2",
      "M10-3",
      "M01-2",
    ];
    const res = R.startRound(fresh(), 0, { hands: T17_HANDS, pile: rest });
    expect(res.ok).toBe(true);
    const live = R.newGame(setupOf(4), "x");
    if (!live.ok) throw new Error();
    const deal = R.dealtRounds(live.value)[0]!.deal as { hands: string[][]; pile: string[] };
    expect(deal.hands.flat().length + deal.pile.length).toBe(20);
  });
});

describe("auctions", () => {
  const hands3 = [
    ["M01-2", "M02-2"],
    ["M05-2", "M06-2"],
    ["M09-2", "M09-3"],
  ];
  it("the Oya must open: no fold and no follow before the opening bid; at least 1 by default", () => {
    const st = playHand(3, {}, 0, hands3, []);
    expect(R.toAct(st)).toEqual([0]);
    expect(R.applyMove(st, { seat: 0, fold: true }).ok).toBe(false);
    expect(R.applyMove(st, { seat: 0, call: true }).ok).toBe(false);
    expect(R.applyMove(st, { seat: 0, bet: 0 }).ok).toBe(false);
    expect(R.applyMove(st, { seat: 0, bet: 100 }).ok).toBe(false); // 99 chips left after the ante
    expect(R.applyMove(st, { seat: 0, bet: 99 }).ok).toBe(true);
    expect(R.applyMove(st, { seat: 1, bet: 2 }).ok).toBe(false);
    expect(R.legalMoves(st, 0).every((m) => "bet" in m)).toBe(true);
  });
  it("allow_zero_open: the Oya may open 0 and everyone may follow 0", () => {
    const st = playHand(3, { allow_zero_open: true }, 0, hands3, [
      { seat: 0, bet: 0 },
      { seat: 1, call: true },
      { seat: 2, call: true },
    ]);
    expect(st.round!.stage).toBe("auction-2");
    expect(st.hand!.stakes).toEqual([1, 1, 1]);
    expect(st.hand!.oya).toBe(0);
  });
  it("an outbid must exceed the current bid; the circuit reopens for everyone after an outbid", () => {
    let st = playHand(3, {}, 0, hands3, [{ seat: 0, bet: 2 }]);
    expect(R.applyMove(st, { seat: 1, bet: 2 }).ok).toBe(false);
    st = applyAll(st, [
      { seat: 1, bet: 3 },
      { seat: 2, call: true },
      { seat: 0, bet: 5 },
    ]);
    expect(R.toAct(st)).toEqual([1]);
    st = applyAll(st, [
      { seat: 1, call: true },
      { seat: 2, call: true },
    ]);
    expect(st.round!.stage).toBe("auction-2");
    expect(st.hand!.oya).toBe(0); // seat 0 set the final bid
    expect(R.toAct(st)).toEqual([0]);
  });
  it("folding loses everything staked; a player left alone wins without a showdown (no multiplier)", () => {
    const st = playHand(
      3,
      {},
      0,
      [
        ["M05-2", "M06-2"],
        ["M03-0", "M08-0"],
        ["M09-2", "M09-3"],
      ],
      [
        { seat: 0, bet: 4 },
        { seat: 1, fold: true },
        { seat: 2, fold: true },
      ],
    );
    expect(last(st).scores).toEqual([2, -1, -1]);
    expect(last(st).winner).toBe(0);
    expect(st.details[0]!.outcome).toBe("fold");
  });
  it("no outbid when nobody could answer it (everyone else all-in)", () => {
    const st = playHand(
      2,
      {},
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [{ seat: 0, bet: 4 }],
      [5, 100],
    );
    expect(R.legalMoves(st, 1)).toEqual([
      { seat: 1, fold: true },
      { seat: 1, call: true },
    ]);
    expect(R.applyMove(st, { seat: 1, bet: 10 }).ok).toBe(false);
    const end = applyAll(st, [{ seat: 1, call: true }]);
    expect(end.details[0]!.outcome).toBe("showdown"); // no second auction: one player could still bet
    expect(last(end).scores).toEqual([5, -5]);
  });
  it("cap_table_bid: no bid above what the poorest player still in can pay", () => {
    const st = playHand(
      3,
      { short_stack: "cap_table_bid" },
      1,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
        ["M09-2", "M09-3"],
      ],
      [],
      [5, 100, 100],
    );
    expect(R.applyMove(st, { seat: 1, bet: 5 }).ok).toBe(false);
    expect(R.legalMoves(st, 1).map((m) => ("bet" in m ? m.bet : null))).toEqual([1, 2, 3, 4]);
    // Once the poorest folds, the cap rises to the next poorest.
    const after = applyAll(st, [
      { seat: 1, bet: 4 },
      { seat: 2, call: true },
      { seat: 0, fold: true },
    ]);
    expect(after.round!.stage).toBe("auction-2");
    expect(R.legalMoves(after, 1).at(-1)).toEqual({ seat: 1, bet: 95 });
  });
  it("a short ante: a seat with fewer chips than the ante stakes all it has; uncontested chips go back", () => {
    const st = playHand(
      2,
      { ante: 2 },
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [],
      [1, 100],
    );
    expect(R.phase(st)).toBe("awaiting-deal"); // nobody could bid: straight to the showdown; seat 1 gets 1 of its ante back
    expect(last(st).scores).toEqual([1, -1]);
    expect(st.details[0]!.refunds).toEqual([0, 1]);
  });
});

describe("legalMoves bet enumeration", () => {
  it("every total when there are at most 8, else a ladder with min, double, pot and all-in", () => {
    expect(betLadder(1, 4, 0, 2)).toEqual([1, 2, 3, 4]);
    expect(betLadder(11, 99, 10, 12)).toEqual([11, 12, 13, 16, 20, 22, 99]);
    const st = playHand(
      2,
      { stack: 5 },
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [],
    );
    expect(R.legalMoves(st, 0)).toEqual([1, 2, 3, 4].map((bet) => ({ seat: 0, bet })));
    const big = playHand(
      2,
      {},
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [{ seat: 0, bet: 10 }],
    );
    expect(R.legalMoves(big, 1)).toEqual([
      { seat: 1, fold: true },
      { seat: 1, call: true },
      ...[11, 12, 13, 16, 20, 22, 99].map((bet) => ({ seat: 1, bet })),
    ]);
    expect(R.legalMoves(big, 0)).toEqual([]);
    // Totals not listed are legal too.
    expect(R.applyMove(big, { seat: 1, bet: 57 }).ok).toBe(true);
  });
});

describe("settlement options", () => {
  it("multiplier_base = bids_only leaves the ante out (T17: A completes 2 × 4)", () => {
    const st = playHand(3, { multiplier_base: "bids_only" }, 0, T17_HANDS, T17_MOVES);
    expect(last(st).scores).toEqual([-13, -4, 17]);
  });
  it("no_multipliers: the winner simply takes the pot (T17 → T18's scores)", () => {
    const st = playHand(3, { no_multipliers: "on" }, 0, T17_HANDS, T17_MOVES);
    expect(last(st).scores).toEqual([-5, -4, 9]);
  });
  it("split remainders go to the tied player first in turn order after the Oya", () => {
    expect([...splitAmount(10, [0, 1, 2], 0, 4)]).toEqual([
      [0, 3],
      [1, 4],
      [2, 3],
    ]);
    expect([...splitAmount(10, [0, 1, 2], 2, 4)]).toEqual([
      [0, 4],
      [1, 3],
      [2, 3],
    ]);
    expect([...splitAmount(11, [0, 2], 3, 4)]).toEqual([
      [0, 6],
      [2, 5],
    ]);
  });
  it("tied pairs (all40) split the pot and the completions", () => {
    const hands = [
      ["M05-0", "M05-1"],
      ["M05-2", "M05-3"],
      ["M02-2", "M03-2"],
    ];
    const st = playHand(3, { deck: "all40" }, 0, hands, followedAuctions(3));
    expect(last(st).scores).toEqual([4, 5, -9]);
    expect(last(st).winner).toBeNull();
  });
  it("layers: each player wins from each opponent at most its own stake", () => {
    const res = settle({
      stakes: [9, 6, 9],
      antes: [1, 1, 1],
      contenders: [true, true, true],
      values: [0, 1, 2].map((s) => ({
        key: "",
        name: "",
        cls: "kkeut" as const,
        rank: [7, 100, 99][s]!,
        multiplier: [1, 5, 3][s]!,
        special: null,
      })),
      stacks: [6, 0, 0],
      oya: 2,
      noMultipliers: false,
      bidsOnly: false,
    });
    expect(res.layers.map((l) => [l.level, l.amount, l.winners])).toEqual([
      [6, 18, [1]],
      [9, 6, [2]],
    ]);
    // Completions are paid from everything a loser has once the pot is shared out: seat 0 pays seat 1 its
    // 6 chips (short 18) and has nothing left for seat 2 (short 6); seat 2 pays seat 1 the 6 it won in the
    // second layer (short 18).
    expect(res.completionsPaid).toEqual([6, 0, 6]);
    expect(res.shortfall).toEqual([24, 0, 18]);
    expect(res.stacks).toEqual([0, 30, 0]);
  });
});

describe("next dealer and game end", () => {
  const aWins = [
    ["M09-2", "M09-3"],
    ["M05-2", "M06-2"],
    ["M02-3", "M03-2"],
  ];
  it("last_oya: the last raiser deals next; showdown_winner: the winner", () => {
    expect(last(playHand(3, {}, 0, aWins, T17_MOVES)).nextDealer).toBe(2);
    expect(last(playHand(3, { next_dealer: "showdown_winner" }, 0, aWins, T17_MOVES)).nextDealer).toBe(0);
  });
  it("showdown_winner after a split: the same dealer; last_oya: the Oya", () => {
    const hands = [
      ["M01-2", "M02-2"],
      ["M01-3", "M02-3"],
    ];
    const moves = [
      { seat: 0, bet: 1 },
      { seat: 1, bet: 2 },
      { seat: 0, call: true },
      { seat: 1, bet: 1 },
      { seat: 0, call: true },
    ];
    expect(last(playHand(2, {}, 0, hands, moves)).nextDealer).toBe(1);
    expect(last(playHand(2, { next_dealer: "showdown_winner" }, 0, hands, moves)).nextDealer).toBe(0);
  });
  it("an excluded Oya passes the deal to the next seat still in", () => {
    // Seat 0 outbids in auction 2 (Oya), loses everything and is excluded.
    const st = playHand(
      3,
      {},
      0,
      [
        ["M05-2", "M06-2"],
        ["M01-2", "M02-2"],
        ["M09-2", "M07-2"],
      ],
      [
        { seat: 0, bet: 1 },
        { seat: 1, call: true },
        { seat: 2, fold: true },
        { seat: 0, bet: 4 },
        { seat: 1, call: true },
      ],
      [6, 100, 100],
    );
    expect(st.active).toEqual([false, true, true]);
    expect(last(st).nextDealer).toBe(1);
  });
  it("rounds_N: the game ends after N settled hands, the largest stack wins", () => {
    const st = playHand(3, { end: "rounds_N", rounds: 1 }, 0, T17_HANDS, T17_MOVES);
    expect(R.phase(st)).toBe("game-over");
    expect(R.winner(st)).toBe(2);
    expect(R.totals(st)).toEqual([85, 96, 119]);
  });
  it("shared_bank_empty: the game ends at the first bankruptcy", () => {
    const st = playHand(3, { end: "shared_bank_empty" }, 0, T17_HANDS, T17_MOVES, [5, 100, 100]);
    expect(R.phase(st)).toBe("game-over");
    expect(R.winner(st)).toBe(2);
    const goesOn = playHand(3, {}, 0, T17_HANDS, T17_MOVES, [5, 100, 100]);
    expect(R.phase(goesOn)).toBe("awaiting-deal");
    expect(R.winner(goesOn)).toBeNull();
  });
  it("rematches chain: a tie in a rematch is replayed again; only the final round object scores", () => {
    const tie = [
      ["M01-2", "M02-2"],
      ["M01-3", "M02-3"],
    ];
    let st = playHand(2, { tie: "rematch" }, 0, tie, followedAuctions(2));
    expect(last(st).scores).toEqual([0, 0]);
    st = nextHand(st, 0, tie, [
      { seat: 0, bet: 2 },
      { seat: 1, call: true },
    ]);
    expect(R.roundSummaries(st).map((s) => s.scores)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    st = nextHand(
      st,
      0,
      [
        ["M05-2", "M06-2"],
        ["M04-2", "M06-3"],
      ],
      [
        { seat: 0, bet: 1 },
        { seat: 1, fold: true },
      ],
    );
    // Stakes 3 + 2 + 1 = 6 against 3 + 2 = 5: seat 0 wins 5.
    expect(last(st).scores).toEqual([5, -5]);
    expect(st.handsPlayed).toBe(1);
  });
});

describe("gusa rematches through the engine", () => {
  const moves = followedAuctions(2);
  const opts = { deck: "standard20", meongteongguri_gusa: "on" };
  it("meongteongguri gusa against an 8 pair: replay between the showdown players", () => {
    const st = playHand(
      2,
      opts,
      0,
      [
        ["M04-0", "M09-0"],
        ["M08-0", "M08-1"],
      ],
      moves,
    );
    expect(st.details[0]!.rematchReason).toBe("meongteongguri_gusa");
    expect(st.rematchOf).toEqual([true, true]);
    expect(last(st).scores).toEqual([0, 0]);
  });
  it("against the 10 pair it is an ordinary kkeut 3: the 10 pair wins with ×5", () => {
    const st = playHand(
      2,
      opts,
      0,
      [
        ["M04-0", "M09-0"],
        ["M10-0", "M10-1"],
      ],
      moves,
    );
    expect(st.rematchOf).toBeNull();
    expect(last(st).scores).toEqual([-15, 15]);
  });
  it("an ordinary 4+9 with only gusa on does not replay against a pair", () => {
    const st = playHand(
      2,
      { gusa: "on" },
      0,
      [
        ["M04-2", "M09-2"],
        ["M05-2", "M05-3"],
      ],
      moves,
    );
    expect(st.rematchOf).toBeNull();
    expect(last(st).winner).toBe(1);
  });
});

describe("views (what each seat has seen)", () => {
  const hands = [
    ["M01-2", "M02-2"],
    ["M05-2", "M06-2"],
    ["M09-2", "M09-3"],
  ];
  it("first card only before auction 1; both after the second look; folded players' cards stay hidden", () => {
    let st = playHand(3, {}, 0, hands, []);
    expect(R.playerView(st, 0).seats.map((s) => s.cards)).toEqual([
      ["M01-2", null],
      [null, null],
      [null, null],
    ]);
    expect(R.playerView(st, null).seats.map((s) => s.cards)).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(R.playerView(st, 0).setAside).toBe(14);
    st = applyAll(st, [
      { seat: 0, bet: 1 },
      { seat: 1, fold: true },
      { seat: 2, call: true },
    ]);
    expect(R.playerView(st, 0).seats.map((s) => s.cards)).toEqual([
      ["M01-2", "M02-2"],
      [null, null],
      ["M09-2", null],
    ]);
    expect(R.playerView(st, 0).seats[0]!.handName).toBe("Alli (1+2)");
    expect(R.playerView(st, 0).seats[0]!.handKey).toBe("alli");
    expect(R.playerView(st, 1).seats[0]!.handKey).toBeNull();
    expect(R.playerView(st, 1).seats.map((s) => s.cards)).toEqual([
      ["M01-2", null],
      ["M05-2", null],
      ["M09-2", null],
    ]);
    expect(R.playerView(st, 1).seats[1]!.folded).toBe(true);
    st = applyAll(st, [
      { seat: 0, bet: 1 },
      { seat: 2, call: true },
    ]);
    for (const viewer of [null, 0, 1, 2]) {
      const v = R.playerView(st, viewer);
      const text = JSON.stringify(v);
      expect(text).not.toContain("M06-2");
      if (viewer !== 1) expect(text).not.toContain("M05-2");
      expect(v.results[0]!.shown).toEqual([["M01-2", "M02-2"], null, ["M09-2", "M09-3"]]);
      expect(v.results[0]!.handNames).toEqual(["Alli (1+2)", null, "9 pair (9-ttaeng)"]);
      for (const code of ["M03-0", "M08-0", "M10-2", "M04-2"]) expect(text).not.toContain(code); // set aside
    }
  });
  it("a rematch shows both own cards at once and nothing of the others until the showdown", () => {
    const tie = [
      ["M01-2", "M02-2"],
      ["M01-3", "M02-3"],
    ];
    const st = playHand(2, { tie: "rematch" }, 0, tie, followedAuctions(2));
    const v = R.playerView(
      nextHand(st, 0, [
        ["M09-2", "M09-3"],
        ["M05-2", "M06-2"],
      ]),
      1,
    );
    expect(v.rematch).toBe(true);
    expect(v.stage).toBe("rematch");
    expect(v.seats.map((s) => s.cards)).toEqual([
      [null, null],
      ["M05-2", "M06-2"],
    ]);
    expect(v.pot).toBe(6);
  });
});

describe("describeMove and explainRound", () => {
  it("describes opens, outbids, follows and folds", () => {
    let st = playHand(3, {}, 0, T17_HANDS, []);
    expect(R.describeMove(st, { seat: 0, bet: 2 })).toBe("opens with 2");
    st = applyAll(st, [{ seat: 0, bet: 2 }]);
    expect(R.describeMove(st, { seat: 1, call: true })).toBe("follows at 2");
    expect(R.describeMove(st, { seat: 1, bet: 3 })).toBe("outbids to 3");
    expect(R.describeMove(st, { seat: 1, bet: 99 })).toBe("outbids all-in to 99");
    expect(R.describeMove(st, { seat: 1, fold: true })).toBe("folds");
    const short = playHand(
      2,
      {},
      0,
      [
        ["M01-2", "M02-2"],
        ["M05-2", "M06-2"],
      ],
      [{ seat: 0, bet: 10 }],
      [100, 5],
    );
    expect(R.describeMove(short, { seat: 1, call: true })).toBe("follows all-in (4 of 10)");
    expect(R.phraseMove!(short, { seat: 1, call: true })).toEqual({
      key: "followsAllIn",
      args: { amount: 4, high: 10 },
    });
    expect(R.phraseMove!(st, { seat: 1, bet: 99 })).toEqual({ key: "outbidsAllIn", args: { amount: 99 } });
    expect(R.playerView(applyAll(st, [{ seat: 1, call: true }]), null).lastMove?.text).toBe("follows at 2");
  });
  it("explains T17 step by step; the steps add up to each score", () => {
    const st = playHand(3, {}, 0, T17_HANDS, T17_MOVES);
    const ex = R.explainRound(st, 0)!;
    expect(ex.sides[0]!.steps).toEqual([
      {
        label: "Shows Kkeut 5",
        cards: ["M02-3", "M03-2"],
        points: 0,
        phrase: {
          key: "shows",
          args: { times: 1 },
          terms: { hand: { ns: "SutdaHands", key: "kkeut", values: { count: 5 } } },
        },
      },
      { label: "Ante", points: -1, phrase: { key: "stake", args: { which: "ante", n: 0 } } },
      { label: "Auction 1", points: -3, phrase: { key: "stake", args: { which: "auction", n: 1 } } },
      { label: "Auction 2", points: -1, phrase: { key: "stake", args: { which: "auction", n: 2 } } },
      {
        label: "Completes the bet for the winner's multiplier",
        points: -10,
        phrase: { key: "completionsPaid" },
      },
    ]);
    // the notes as phrases, one a note: the multiplier's with its numbers
    expect(ex.notePhrases).toHaveLength(ex.notes.length);
    expect(ex.notePhrases).toContainEqual({ key: "multiplier", args: { times: 3, more: 2, what: "stake" } });
    expect(ex.sides.map((s) => s.total)).toEqual([-15, -4, 19]);
    for (const side of ex.sides) expect(side.steps.reduce((a, s) => a + s.points, 0)).toBe(side.total);
    expect(ex.notes.join(" ")).toContain("×3");
    expect(R.explainRound(st, 1)).toBeNull();
  });
});

describe("live games", () => {
  it("deal the next round at once and stay in 'playing' until the game is over", () => {
    const res = R.newGame(setupOf(4, { end: "rounds_N", rounds: 3 }), "live");
    if (!res.ok) throw new Error(res.error.message);
    let st = res.value;
    expect(R.phase(st)).toBe("playing");
    let guard = 0;
    while (R.phase(st) === "playing" && guard++ < 1000) {
      const seat = R.toAct(st)[0]!;
      const next = R.applyMove(st, R.legalMoves(st, seat)[0]!); // folds when it can, else the smallest bet
      if (!next.ok) throw new Error(next.error.message);
      st = next.state;
      if (R.phase(st) === "playing") expect(R.dealtRounds(st).length).toBe(R.roundSummaries(st).length + 1);
    }
    expect(R.phase(st)).toBe("game-over");
    expect(st.handsPlayed).toBe(3);
    expect(R.applyMove(st, { seat: 0, call: true }).ok).toBe(false);
  });
});
