// Sanity scenarios for the heuristic (and strong) bots: hand-built positions where the right play is
// plain. Each position is a real engine state; the bots get its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { parseCard } from "../core/cards";
import { Rng } from "../core/rng";
import type { GameName, MatchSetup } from "../core/ruleset";
import { judgeRuleset } from "../judge/ruleset";
import { revealPickets, type JudgeState } from "../judge/state";
import { positionState } from "../mushi/position";
import { arrange, buildDeal, setupOf as sakuraSetup, startFrom } from "../sakura/testing/kit";
import { CAPTURED, DEAD, FIELD, type SakuraState } from "../sakura/state";
import { startedGame } from "../sfj/tests/kit";
import { playHand, setupOf as sutdaSetup } from "../sutda/test-helpers";
import { chooseMove } from "./index";
import { HEURISTIC_REACTION, STRONG_REACTION, type JudgeBotAction } from "../judge/bot";
import { inputFor } from "./testing/harness";
import { setupFor } from "./testing/positions";
import type { BotLevel } from "./types";

function move(
  game: GameName,
  setup: MatchSetup,
  state: unknown,
  seat: number,
  level: BotLevel = "heuristic",
  seed = "s",
): Record<string, unknown> {
  return chooseMove(
    inputFor(game, setup, state, seat, level, Rng.fromSeed(seed), { playouts: 300 }),
  ) as unknown as Record<string, unknown>;
}

/** A 2-player Sakura round at seat 0's Step A with the given hand and field; every other card is dead or captured as given. */
function sakuraPosition(
  hand: string[],
  field: string[],
  captured: Record<number, string[]> = {},
  oppHand: string[] = [],
): { setup: MatchSetup; state: SakuraState } {
  const setup = sakuraSetup(2, { gaji: "off" });
  let state = startFrom(setup, 0, buildDeal(2, {}));
  const where: Record<string, number> = {};
  // Clear the deal: everything dead, then place what the scenario says; a few pile cards stay.
  for (let c = 0; c < 48; c++) where[code(c)] = DEAD;
  const pile = ["M12-2", "M12-3", "M11-1", "M06-2", "M06-3", "M07-2", "M07-3", "M04-3"].filter(
    (c) => ![...hand, ...field, ...oppHand, ...Object.values(captured).flat()].includes(c),
  );
  for (const c of pile) where[c] = 8;
  for (const c of hand) where[c] = 0;
  for (const c of oppHand) where[c] = 1;
  for (const c of field) where[c] = FIELD;
  for (const [side, cards] of Object.entries(captured)) for (const c of cards) where[c] = CAPTURED + Number(side);
  state = arrange(state, where);
  const r = state.round!;
  return {
    setup,
    state: { ...state, round: { ...r, info: { ...r.info, pile: pile.map((c) => parseCard(c)!) }, pileTop: 0 } },
  };
}

function code(c: number): string {
  return `M${String((c >> 2) + 1).padStart(2, "0")}-${c & 3}`;
}

describe("Sakura heuristic scenarios", () => {
  it("takes the Curtain rather than a chaff", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M01-3", "M05-2"], {}, [
      "M03-3",
      "M05-3",
      "M02-2",
    ]);
    expect(move("sakura", setup, state, 0).play).toBe("M03-2");
  });
  it("of two matching field cards, takes the Curtain", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M03-3", "M05-2"], {}, ["M05-3", "M02-2"]);
    expect(move("sakura", setup, state, 0)).toMatchObject({ play: "M03-2", take: "M03-0" });
  });
  it("completes a yaku (Curtain, Moon, Sake Cup) over a bigger card capture", () => {
    // The opponent may hold a Chrysanthemum and a Pine: both captures are contested.
    const { setup, state } = sakuraPosition(
      ["M09-2", "M01-2"],
      ["M09-0", "M01-0", "M05-2"],
      { 0: ["M03-0", "M08-0"] },
      ["M09-1", "M01-3", "M05-3"],
    );
    expect(move("sakura", setup, state, 0).play).toBe("M09-2");
  });
  it("blocks the opponent's three poetry ribbons", () => {
    const { setup, state } = sakuraPosition(
      ["M03-2", "M10-2"],
      ["M03-1", "M10-0", "M05-2"],
      { 1: ["M01-1", "M02-1"] },
      ["M05-3", "M02-2"],
    );
    expect(move("sakura", setup, state, 0).play).toBe("M03-2");
  });
  it("lays a chaff, not the Crane, when nothing matches", () => {
    const { setup, state } = sakuraPosition(["M01-0", "M04-2"], ["M05-2", "M09-2"], {}, ["M01-2", "M04-1"]);
    expect(move("sakura", setup, state, 0).play).toBe("M04-2");
  });
  it("the strong level takes the contested Curtain first", () => {
    const { setup, state } = sakuraPosition(["M03-2", "M01-2"], ["M03-0", "M01-3", "M05-2"], {}, [
      "M03-3",
      "M05-3",
      "M02-2",
    ]);
    expect(move("sakura", setup, state, 0, "strong").play).toBe("M03-2");
  });
});

describe("SFJ heuristic scenarios", () => {
  it("takes the Full Moon to complete Tea Party (Moon + Cup) rather than a ribbon", () => {
    const deal = {
      hands: [
        ["M08-2", "M02-2", "M04-2", "M05-2", "M06-2", "M07-2", "M10-2"],
        ["M01-2", "M02-3", "M04-3", "M05-3", "M06-3", "M07-3", "M10-3"],
        ["M01-3", "M03-2", "M03-3", "M09-2", "M09-3", "M11-2", "M12-2"],
      ],
      field: ["M08-0", "M02-1", "M11-3", "M12-3", "M01-0", "M03-0"],
      pile: [
        "M01-1",
        "M02-0",
        "M03-1",
        "M04-0",
        "M04-1",
        "M05-0",
        "M05-1",
        "M06-0",
        "M06-1",
        "M07-0",
        "M07-1",
        "M08-1",
        "M08-3",
        "M09-0",
        "M09-1",
        "M10-0",
        "M10-1",
        "M11-0",
        "M11-1",
        "M12-0",
        "M12-1",
      ],
    };
    const state = startedGame(3, 0, deal);
    expect(move("sfj", setupFor("sfj", 3), state, 0).play).toBe("M08-2");
  });
});

describe("Mushi heuristic scenarios", () => {
  it("takes the Curtain with its month card, not a chaff", () => {
    const built = positionState({
      turn: 0,
      step: "play",
      hands: [
        ["M03-2", "M01-2", "M04-2"],
        ["M03-3", "M01-3", "M04-3"],
      ],
      table: ["M03-0", "M01-1", "M05-2"],
      stock: ["M05-3", "M08-2", "M08-3", "M09-2", "M09-3", "M10-2"],
      rest: 1,
    });
    if (!built.ok) throw new Error(built.error.message);
    expect(move("mushi", built.value.setup, built.value, 0).play).toBe("M03-2");
  });
  it("spends the Lightning on a bright rather than on chaff", () => {
    const built = positionState({
      turn: 0,
      step: "play",
      hands: [
        ["M11-3", "M02-2"],
        ["M09-2", "M04-3"],
      ],
      table: ["M12-0", "M05-2"],
      stock: ["M05-3", "M08-2", "M08-3", "M09-3"],
      rest: 1,
    });
    if (!built.ok) throw new Error(built.error.message);
    const m = move("mushi", built.value.setup, built.value, 0);
    expect(m).toMatchObject({ play: "M11-3", take: "M12-0" });
  });
});

describe("Sutda heuristic scenarios", () => {
  const trash = [
    ["M01-2", "M09-2"],
    ["M10-2", "M10-3"],
  ];
  it("folds a mangtong (1+9) in the second auction against an all-in raise", () => {
    // Auction 1: seat 0 (Oya) opens 1, seat 1 follows. Auction 2: seat 0 opens 1, seat 1 raises to 90.
    const st = playHand(2, {}, 0, trash, [
      { seat: 0, bet: 1 },
      { seat: 1, call: true },
      { seat: 0, bet: 1 },
      { seat: 1, bet: 90 },
    ]);
    const setup = sutdaSetup(2);
    const folds = [0, 1, 2, 3, 4].filter((k) => "fold" in move("sutda", setup, st, 0, "heuristic", `fold-${k}`)).length;
    expect(folds).toBe(5);
    expect("fold" in move("sutda", setup, st, 0, "strong")).toBe(true);
  });
  it("never folds a 38 gwang-ttaeng; raises or follows", () => {
    const st = playHand(
      2,
      {},
      0,
      [
        ["M03-0", "M08-0"],
        ["M10-2", "M10-3"],
      ],
      [
        { seat: 0, bet: 1 },
        { seat: 1, call: true },
        { seat: 0, bet: 1 },
        { seat: 1, bet: 90 },
      ],
    );
    const setup = sutdaSetup(2);
    for (const k of [0, 1, 2, 3, 4]) expect("fold" in move("sutda", setup, st, 0, "heuristic", `gt-${k}`)).toBe(false);
  });
});

describe("Judge bots", () => {
  const setup = setupFor("judge", 2);
  function revealedWith(piles: [string, string]): JudgeState {
    const deck = Array.from({ length: 48 }, (_, c) => code(c)).filter(
      (c) => c !== piles[0] && c !== piles[1] && c !== "M01-0" && c !== "M01-1",
    );
    const deal = {
      heads: ["M01-0", "M01-1"],
      piles: [
        [piles[0], ...deck.slice(0, 22)],
        [piles[1], ...deck.slice(22, 44)],
      ],
    };
    const started = judgeRuleset.startRound(judgeRuleset.newGameAwaitingDeal(setup), null, deal);
    if (!started.ok) throw new Error(started.error.message);
    return revealPickets(started.state);
  }
  it("the later month hits and the earlier month defends, within the window; both hit on the same month", () => {
    const st = revealedWith(["M09-2", "M03-2"]);
    let hits = 0;
    let defends = 0;
    for (let k = 0; k < 200; k++) {
      const a = move("judge", setup, st, 0, "heuristic", `j0-${k}`) as unknown as JudgeBotAction;
      const b = move("judge", setup, st, 1, "heuristic", `j1-${k}`) as unknown as JudgeBotAction;
      if (a.act === "hit") hits++;
      if (b.act === "defend") defends++;
      for (const x of [a, b]) {
        expect(x.ms).toBeGreaterThanOrEqual(HEURISTIC_REACTION.minMs);
        expect(x.ms).toBeLessThanOrEqual(HEURISTIC_REACTION.maxMs);
      }
    }
    // A small mistake rate (4%): nearly always right.
    expect(hits).toBeGreaterThan(180);
    expect(defends).toBeGreaterThan(180);
    const same = revealedWith(["M09-2", "M09-3"]);
    expect((move("judge", setup, same, 1, "strong") as unknown as JudgeBotAction).act).toBe("hit");
  });
  it("the strong level reacts faster on average", () => {
    const st = revealedWith(["M09-2", "M03-2"]);
    const mean = (level: BotLevel) => {
      let t = 0;
      for (let k = 0; k < 300; k++)
        t += (move("judge", setup, st, 0, level, `m-${level}-${k}`) as unknown as JudgeBotAction).ms;
      return t / 300;
    };
    expect(mean("strong")).toBeLessThan(mean("heuristic") - 50);
    expect(Math.abs(mean("heuristic") - HEURISTIC_REACTION.meanMs)).toBeLessThan(20);
    expect(Math.abs(mean("strong") - STRONG_REACTION.meanMs)).toBeLessThan(15);
  });
  it("does nothing before the pickets are revealed", () => {
    const started = judgeRuleset.newGame(setup, "judge-unrevealed");
    if (!started.ok) throw new Error(started.error.message);
    const view = judgeRuleset.playerView(started.value, 0);
    expect(chooseMove({ game: "judge", setup, seat: 0, view, level: "heuristic", rng: Rng.fromSeed("x") })).toBeNull();
  });
});
