// The bot registry: every game has its bot, the analysable games are exactly those whose bot lays its search open,
// and chooseMove refuses an input without legal moves unless the game's bot decides an action of its own.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { GAME_NAMES } from "../core/ruleset";
import { ANALYSABLE_GAMES, isAnalysable } from "./analysable";
import { chooseMove } from "./choose-move";
import { BOTS, botOf, type BotInput } from "./registry";
import { inputFor } from "./testing/harness";
import { randomPositions } from "./testing/positions";

describe("the bot registry", () => {
  it("has one bot for every game, and no other", () => {
    expect(Object.keys(BOTS).sort()).toEqual([...GAME_NAMES].sort());
  });

  it("lists as analysable exactly the games whose bot picks a legal move and has a search", () => {
    const searching = GAME_NAMES.filter((g) => botOf(g).picksLegalMove && botOf(g).search !== undefined);
    expect([...ANALYSABLE_GAMES].sort()).toEqual(searching.sort());
    for (const g of GAME_NAMES) expect(isAnalysable(g), g).toBe(searching.includes(g));
    expect(isAnalysable("go")).toBe(false);
  });

  it.each(GAME_NAMES)(
    "%s: chooseMove refuses a seat without legal moves unless its bot decides its own action",
    (g) => {
      const p = randomPositions(g, 1, "registry")[0]!;
      const input = { ...inputFor(g, p.setup, p.state, p.seat, "heuristic", Rng.fromSeed("registry")), legalMoves: [] };
      if (botOf(g).picksLegalMove) expect(() => chooseMove(input as BotInput)).toThrow(RangeError);
      else expect(() => chooseMove(input as BotInput)).not.toThrow();
    },
  );
});
