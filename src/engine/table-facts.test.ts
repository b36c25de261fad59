// What every game tells the server beyond its moves (core/traits.ts), checked on a fresh game of each.
import { describe, expect, it } from "vitest";
import { defaultOptions } from "./core/options";
import type { AnyEngineRuleset } from "./core/ruleset";
import { engineGames } from "./registry";

function freshGame(ruleset: AnyEngineRuleset) {
  const setup = ruleset.validateSetup({
    players: Math.max(2, ruleset.minPlayers),
    teams: null,
    options: defaultOptions(ruleset.optionSpecs),
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const game = ruleset.newGame(setup.value, "table-facts");
  if (!game.ok) throw new Error(game.error.message);
  return { state: game.value as unknown, options: setup.value.options };
}

describe.each(engineGames().map((r) => [r.title, r] as const))("%s", (_title, ruleset) => {
  it("counts its progress from the first round, unless played live", () => {
    const { state } = freshGame(ruleset);
    const p = ruleset.progress(state);
    if (ruleset.traits.realTime) expect(p).toBeNull();
    else expect(p?.round).toBe(1);
  });

  it("says how a game with its default options ends", () => {
    const end = ruleset.matchEnd(freshGame(ruleset).options);
    if (end.kind === "rounds") expect(end.rounds).toBeGreaterThan(0);
    if (end.kind === "target") expect(end.target).toBeGreaterThan(0);
  });

  it("gives a legal fallback move to the seat to act", () => {
    const { state } = freshGame(ruleset);
    const seat = ruleset.toAct(state)[0]!;
    const legal = ruleset.legalMoves(state, seat);
    if (legal.length === 0) return;
    for (const left of [false, true]) {
      const move = ruleset.fallbackMove(ruleset.playerView(state, seat), seat, legal, left);
      expect(legal).toContain(move);
      expect(ruleset.applyMove(state, move).ok).toBe(true);
    }
  });
});

describe("traits", () => {
  it("name one real-time game and one counted in chips, whose leavers fold", () => {
    const games = engineGames();
    expect(games.filter((r) => r.traits.realTime).map((r) => r.title)).toEqual(["Judge"]);
    const chips = games.filter((r) => r.traits.scoreUnit === "chip");
    expect(chips.map((r) => [r.title, r.traits.roundNoun, r.traits.leaverFolds])).toEqual([["Sutda", "hand", true]]);
  });
});
