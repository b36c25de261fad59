// Sanity scenarios for the Judge bot: hand-built positions where the right play is plain. Each position is a
// real engine state; the bot gets its seat's view and legal moves only.
import { describe, expect, it } from "vitest";
import { cardCode } from "../../core/cards";
import { Rng } from "../../core/rng";
import { judgeRuleset } from "../ruleset";
import { revealPickets, type JudgeState } from "../state";
import { chooseMove } from "../../bots";
import { HEURISTIC_REACTION, STRONG_REACTION, type JudgeBotAction } from "./index";
import { scenarioMove as move } from "../../bots/testing/harness";
import { setupFor } from "../../bots/testing/positions";
import type { BotLevel } from "../../bots/types";

describe("Judge bots", () => {
  const setup = setupFor("judge", 2);
  function revealedWith(piles: [string, string]): JudgeState {
    const deck = Array.from({ length: 48 }, (_, c) => cardCode(c)).filter(
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
