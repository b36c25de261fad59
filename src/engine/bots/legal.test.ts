// Every bot level returns a legal move (Judge: a valid timed action) in thousands of random positions
// of every game, over all player counts and a spread of house rules; whole bot games run to the end.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { GAME_NAMES, type GameName } from "../core/ruleset";
import { revealPickets, type JudgeState } from "../judge/state";
import { chooseMove } from "./index";
import { inputFor, judgeRoundMove, playBotGame } from "./testing/harness";
import { randomPositions, rulesetOf, setupsFor } from "./testing/positions";
import type { JudgeBotAction } from "../judge/bot";
import type { BotLevel } from "./types";

const COUNT = Number(process.env.BOT_LEGAL_POSITIONS ?? 2000);
const STRONG_COUNT = Number(process.env.BOT_LEGAL_STRONG_POSITIONS ?? 150);
const STRONG_BUDGET = { playouts: 24 };

function checkLegal(game: GameName, level: BotLevel, count: number, seed: string): void {
  const r = rulesetOf(game);
  const rng = Rng.fromSeed(`${game}/${level}/${seed}`);
  for (const p of randomPositions(game, count, seed)) {
    const input = inputFor(game, p.setup, p.state, p.seat, level, rng, STRONG_BUDGET);
    const move = chooseMove(input);
    if (game === "judge") {
      const state = revealPickets(p.state as JudgeState);
      const a = move as JudgeBotAction | null;
      if (a !== null) {
        expect(a.seat).toBe(p.seat);
        expect(["hit", "defend"]).toContain(a.act);
        expect(a.ms).toBeGreaterThanOrEqual(0);
        expect(a.ms).toBeLessThanOrEqual(state.opts.windowMs);
      }
      expect(r.applyMove(state, judgeRoundMove(state, [a])).ok).toBe(true);
      continue;
    }
    const legal = input.legalMoves!.map((m) => JSON.stringify(m));
    expect(legal).toContain(JSON.stringify(move));
    const next = r.applyMove(p.state, move);
    if (!next.ok) throw new Error(`${game} ${level}: ${next.error.message}`);
  }
}

describe.each(GAME_NAMES.map((g) => [g]))("bots play legal moves: %s", (game) => {
  it(`random and heuristic levels in ${COUNT} positions each`, () => {
    checkLegal(game, "random", COUNT, "legal-r");
    checkLegal(game, "heuristic", COUNT, "legal-h");
  });
  it(`strong level (${STRONG_BUDGET.playouts} playouts) in ${STRONG_COUNT} positions`, () => {
    checkLegal(game, "strong", STRONG_COUNT, "legal-s");
  });
  it("bot-only games run to the end for every setup", () => {
    for (const [i, setup] of setupsFor(game).entries()) {
      const levels = Array.from({ length: setup.players }, (_, s): BotLevel => (s % 2 === 0 ? "heuristic" : "random"));
      const g = playBotGame(game, setup, levels, `whole-${i}`);
      expect(rulesetOf(game).phase(g.state)).toBe("game-over");
    }
  });
});
