import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { analyseMoves, chooseMove, type AnalysisInput, type BotInput } from "./index";
import { randomPositions, rulesetOf } from "./testing/positions";

const GAMES = ["sakura", "sfj", "mushi", "sutda", "koikoi"] as const;

function inputsOf(game: (typeof GAMES)[number], count: number, seed: string): AnalysisInput[] {
  const r = rulesetOf(game);
  return randomPositions(game, count, seed).flatMap((p) => {
    const legalMoves = r.legalMoves(p.state, p.seat);
    if (legalMoves.length < 2) return [];
    return [
      {
        game,
        setup: p.setup,
        seat: p.seat,
        view: r.playerView(p.state, p.seat),
        legalMoves,
        rng: Rng.fromSeed(`${seed}/${p.seat}`),
        budget: { playouts: 120 },
      } as AnalysisInput,
    ];
  });
}

describe.each(GAMES.map((g) => [g]))("analyseMoves in %s", (game) => {
  const inputs = inputsOf(game, 24, `analyse-${game}`).slice(0, 8);

  it("figures every legal move, within the playout budget, and names a legal choice", () => {
    expect(inputs.length).toBeGreaterThan(2);
    for (const input of inputs) {
      const a = analyseMoves(input);
      expect(a.candidates).toHaveLength(input.legalMoves.length);
      expect(a.playouts).toBeLessThanOrEqual(input.budget.playouts + input.legalMoves.length);
      expect(a.candidates.reduce((s, c) => s + c.count, 0)).toBe(a.playouts);
      expect(a.searchChoice).toBeGreaterThanOrEqual(0);
      expect(a.searchChoice).toBeLessThan(input.legalMoves.length);
      expect(a.candidates[a.searchChoice]!.mean).not.toBeNull();
      expect(a.heuristicChoice).toBeGreaterThanOrEqual(0);
      expect(a.heuristicChoice).toBeLessThan(input.legalMoves.length);
    }
  });

  it("repeats itself for the same seed and budget, and its choices are the strong and heuristic levels' moves", () => {
    for (const input of inputs) {
      const seed = input.rng.state();
      const a = analyseMoves({ ...input, rng: Rng.from(seed) });
      expect(analyseMoves({ ...input, rng: Rng.from(seed) })).toEqual(a);
      // The analysis draws the heuristic's stream first, then searches with what is left of the generator.
      const r = Rng.from(seed);
      const heuristicRng = Rng.from([r.nextUint32(), r.nextUint32(), r.nextUint32(), r.nextUint32() | 1]);
      expect(chooseMove({ ...input, level: "heuristic", rng: heuristicRng } as BotInput)).toBe(
        input.legalMoves[a.heuristicChoice],
      );
      expect(chooseMove({ ...input, level: "strong", rng: r } as BotInput)).toBe(input.legalMoves[a.searchChoice]);
    }
  });
});

describe("analyseMoves refuses", () => {
  it("a seat with a single legal move, and Judge", () => {
    const [input] = inputsOf("sakura", 6, "analyse-one");
    expect(() => analyseMoves({ ...input!, legalMoves: input!.legalMoves.slice(0, 1) } as AnalysisInput)).toThrow(
      /only one move/,
    );
    expect(() => analyseMoves({ ...input!, game: "judge" } as unknown as AnalysisInput)).toThrow(/no analysis/);
  });
});
