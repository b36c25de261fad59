// Round scoring options, teams, next dealer, match scoring and game length (docs/rules/sakura.md).
import { describe, expect, it } from "vitest";
import { CARD_CODES } from "../core/cards";
import { Rng } from "../core/rng";
import { NEXT_DEALER_EARLIEST, NEXT_DEALER_ROTATE } from "./options";
import { playedRoundResult } from "./result";
import { teamNextDealer } from "./scoring";
import { validateSakuraSetup } from "./setup";
import { CAPTURED, DEAD, FIELD, STEP_CHOOSE_DEALER, type RoundState, type SakuraState } from "./state";
import { buildDeal, clear, codesAt, legalJson, playMoves, R, setupOf, startFrom } from "./testing/kit";

/** Plays random legal moves until the phase leaves "playing" or `stop` says so. */
function randomUntil(s: SakuraState, seed: string, stop: (s: SakuraState) => boolean = () => false): SakuraState {
  const rng = Rng.fromSeed(seed);
  let g = s;
  while (g.phase === "playing" && !stop(g)) {
    const legal = R.legalMoves(g, R.toAct(g)[0]!);
    g = playMoves(g, [legal[rng.int(legal.length)]]);
  }
  return g;
}

function live(
  players: number,
  options: Record<string, string | number | boolean>,
  seed: string,
  teams: number[][] | null = null,
): SakuraState {
  const g = R.newGame(setupOf(players, options, teams), seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe("yaku_effect", () => {
  // Three players: seat 0 holds い and ろ, seat 1 holds に, seat 2 none.
  const captured = [["M03-0", "M08-0", "M09-0", "M01-0", "M02-0"], ["M06-1", "M09-1", "M10-1"], ["M12-0"]];
  const values = [70, 30, 20];
  function resultWith(effect: string) {
    const setup = setupOf(3, { yaku_effect: effect });
    const s = startFrom(setup, 0, buildDeal(3, {}));
    const loc = new Array<number>(48).fill(DEAD);
    captured.forEach((cs, side) => cs.forEach((c) => (loc[CARD_CODES.indexOf(c)] = CAPTURED + side)));
    const round: RoundState = { ...s.round!, loc, hands: 0, gajiSide: -1 };
    return playedRoundResult(s.cfg, round, [], null);
  }
  it("opponents_minus_50: every opponent's yaku costs 50", () => {
    const r = resultWith("opponents_minus_50");
    expect(r.values).toEqual(values);
    expect(r.summary.scores).toEqual([70 - 50, 30 - 100, 20 - 150]);
  });
  it("holder_plus_50: each own yaku is worth 50", () => {
    expect(resultWith("holder_plus_50").summary.scores).toEqual([70 + 100, 30 + 50, 20]);
  });
  it("transfer_50: each opponent pays 50 to the holder", () => {
    expect(resultWith("transfer_50").summary.scores).toEqual([70 + 2 * 2 * 50 - 50, 30 + 2 * 50 - 100, 20 - 150]);
  });
});

describe("teams", () => {
  it("layouts: 2v2 opposite, 3x2 and 2x3 as the rules give them; other listings of the same teams are accepted", () => {
    expect(R.teamLayouts(4)).toEqual([
      [
        [0, 2],
        [1, 3],
      ],
    ]);
    expect(R.teamLayouts(6)).toEqual([
      [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
      [
        [0, 2, 4],
        [1, 3, 5],
      ],
    ]);
    expect(R.teamLayouts(5)).toEqual([]);
    const opts = setupOf(4).options;
    expect(
      validateSakuraSetup({
        players: 4,
        teams: [
          [1, 3],
          [2, 0],
        ],
        options: opts,
      }).ok,
    ).toBe(true);
    expect(
      validateSakuraSetup({
        players: 4,
        teams: [
          [0, 1],
          [2, 3],
        ],
        options: opts,
      }).ok,
    ).toBe(false);
    expect(validateSakuraSetup({ players: 5, teams: [[0, 2], [1, 3], [4]], options: opts }).ok).toBe(false);
    expect(
      validateSakuraSetup({
        players: 6,
        teams: [
          [0, 1, 2],
          [3, 4, 5],
        ],
        options: opts,
      }).ok,
    ).toBe(false);
    expect(validateSakuraSetup({ players: 8, teams: null, options: opts }).ok).toBe(false);
    expect(validateSakuraSetup({ players: 1, teams: null, options: opts }).ok).toBe(false);
  });
  it("teammates share one score pile and its yaku", () => {
    // Seat 0 takes the Curtain, seat 2 (its teammate) the Moon and the Sake Cup: team 0 holds い.
    let s = startFrom(
      setupOf(4, {}, [
        [0, 2],
        [1, 3],
      ]),
      0,
      buildDeal(4, { hands: [["M03-2"], undefined, ["M08-2", "M09-2"]], field: ["M03-0", "M08-0", "M09-0"] }),
    );
    s = clear(s, FIELD, DEAD, ["M03-0", "M08-0", "M09-0"]);
    s = playMoves(s, [
      { seat: 0, play: "M03-2" },
      { seat: 0, draw: true },
    ]);
    s = playMoves(s, [R.legalMoves(s, 1).find((m) => !("hiki" in m))!, { seat: 1, draw: true }].slice(0, 1));
    s = playMoves(s, [R.legalMoves(s, 1)[0]]);
    s = playMoves(s, [
      { seat: 2, play: "M08-2" },
      { seat: 2, draw: true },
    ]);
    const view = R.playerView(s, null);
    expect(codesAt(s, CAPTURED + 0)).toEqual(expect.arrayContaining(["M03-0", "M03-2", "M08-0", "M08-2"]));
    expect(view.round!.sides[0]!.partial.map((p) => p.key)).toContain("i");
  });
  it("round scores, yaku and winners are per team, in teams order", () => {
    const g = randomUntil(
      live(6, { rounds: 2 }, "teams-3x2", [
        [0, 3],
        [1, 4],
        [2, 5],
      ]),
      "t",
    );
    for (const s of g.summaries) {
      expect(s.scores.length).toBe(3);
      expect(s.yaku.length).toBe(3);
    }
    expect(g.totals.length).toBe(3);
  });
});

describe("next dealer", () => {
  it("teamNextDealer: earliest in turn order from the dealer; rotate after the team's last dealer", () => {
    expect(teamNextDealer(NEXT_DEALER_EARLIEST, 0, [0, 2], 0, 4)).toBe(0);
    expect(teamNextDealer(NEXT_DEALER_EARLIEST, 0, [1, 3], -1, 4)).toBe(1);
    expect(teamNextDealer(NEXT_DEALER_EARLIEST, 3, [0, 2], 2, 4)).toBe(0);
    expect(teamNextDealer(NEXT_DEALER_ROTATE, 0, [0, 2], 0, 4)).toBe(2);
    expect(teamNextDealer(NEXT_DEALER_ROTATE, 2, [0, 2], 2, 4)).toBe(0);
    expect(teamNextDealer(NEXT_DEALER_ROTATE, 1, [0, 2], -1, 4)).toBe(2);
    expect(teamNextDealer(NEXT_DEALER_ROTATE, 1, [0, 2, 4], 2, 6)).toBe(4);
  });
  it("individual play: the winner deals next; live games follow it", () => {
    const g = randomUntil(live(3, { rounds: 4 }, "ind"), "m");
    g.summaries.forEach((s, i) => {
      if (!s.cancelled) expect(s.nextDealer).toBe(s.winner);
      const next = g.dealt[i + 1];
      if (next) expect(next.dealer).toBe(s.nextDealer);
    });
  });
  for (const rule of ["earliest_in_turn_order", "rotate_within_team"] as const) {
    it(`teams, ${rule}: every next dealer is the rule's member of the winning team`, () => {
      const g = randomUntil(
        live(4, { rounds: 6, team_next_dealer: rule }, `tnd-${rule}`, [
          [0, 2],
          [1, 3],
        ]),
        "x",
      );
      const last = [-1, -1];
      g.summaries.forEach((s, i) => {
        const dealer = g.dealt[i]!.dealer!;
        last[dealer % 2] = dealer;
        const res = g.results[i]!;
        if (s.cancelled || res.teshi) return;
        const team = [
          [0, 2],
          [1, 3],
        ][s.winner!]!;
        expect(s.nextDealer).toBe(
          teamNextDealer(
            rule === "earliest_in_turn_order" ? NEXT_DEALER_EARLIEST : NEXT_DEALER_ROTATE,
            dealer,
            team,
            last[s.winner!]!,
            4,
          ),
        );
      });
    });
  }
  it("teams, team_chooses: the winning team names the dealer with a move; not after the last round", () => {
    let g = live(4, { rounds: 2, team_next_dealer: "team_chooses", dealt_hand_teshi: "off" }, "choose", [
      [0, 2],
      [1, 3],
    ]);
    g = randomUntil(g, "c", (s) => s.round!.step === STEP_CHOOSE_DEALER);
    expect(g.round!.step).toBe(STEP_CHOOSE_DEALER);
    const res = playedRoundResult(g.cfg, g.round!, g.lastDealerOfTeam, null);
    const team = [
      [0, 2],
      [1, 3],
    ][res.winner!]!;
    const chooser = g.round!.turn;
    expect(team).toContain(chooser);
    expect(legalJson(g, chooser)).toEqual(team.map((d) => ({ seat: chooser, dealer: d })));
    const other = [0, 1, 2, 3].find((x) => !team.includes(x))!;
    expect(R.applyMove(g, { seat: chooser, dealer: other }).ok).toBe(false);
    expect(R.applyMove(g, { seat: chooser, play: "M01-0" }).ok).toBe(false);
    const pick = team[team.length - 1]!;
    g = playMoves(g, [{ seat: chooser, dealer: pick }]);
    expect(g.summaries[g.summaries.length - 1]!.nextDealer).toBe(pick);
    if (g.phase === "playing") expect(g.dealt[g.dealt.length - 1]!.dealer).toBe(pick);
    g = randomUntil(g, "d", (s) => s.round!.step === STEP_CHOOSE_DEALER);
    expect(g.phase).toBe("game-over");
  });
});

describe("match scoring and game length", () => {
  it("cumulative: totals are the sums of round scores; the highest total wins", () => {
    const g = randomUntil(live(2, { rounds: 6 }, "cum"), "r");
    expect(g.phase).toBe("game-over");
    expect(g.played).toBe(6);
    const sums = [0, 1].map((i) => g.summaries.reduce((a, s) => a + s.scores[i]!, 0));
    expect(R.totals(g)).toEqual(sums);
    const w = R.winner(g);
    if (sums[0] === sums[1]) expect(w).toBeNull();
    else expect(w).toBe(sums[0]! > sums[1]! ? 0 : 1);
  });
  it("victories: a round won counts 1 (or 2/3 with Basa/Chu)", () => {
    for (const basa of ["off", "both"]) {
      const g = randomUntil(live(3, { rounds: 5, match_scoring: "victories", basa_chu: basa }, `vic-${basa}`), "v");
      const expected = [0, 0, 0];
      for (const r of g.results) if (!r.cancelled) expected[r.winner!] = expected[r.winner!]! + r.victories;
      expect(R.totals(g)).toEqual(expected);
      if (basa === "off") expect(expected.reduce((a, b) => a + b, 0)).toBe(5);
    }
  });
  it("rounds counts rounds, not cancelled deals; live games redeal at once and list every round object", () => {
    let seen = false;
    for (let i = 0; i < 40 && !seen; i++) {
      const g = randomUntil(live(6, { rounds: 3 }, `redeal-${i}`), `m${i}`);
      expect(g.played).toBe(3);
      expect(g.dealt.length).toBe(g.summaries.length);
      const cancelled = g.summaries.filter((s) => s.cancelled);
      if (cancelled.length) seen = true;
      for (const c of cancelled) {
        expect(c.scores.every((x) => x === 0)).toBe(true);
        expect(c.winner).toBeNull();
      }
      g.summaries.forEach((s, k) => {
        if (s.cancelled) expect(g.dealt[k + 1]?.dealer ?? s.nextDealer).toBe(g.dealt[k]!.dealer);
      });
    }
    expect(seen).toBe(true);
  });
  it("an unfinished game has no winner", () => {
    const g = live(2, { rounds: 2 }, "unfinished");
    expect(R.winner(g)).toBeNull();
    expect(R.phase(g)).toBe("playing");
  });
});
