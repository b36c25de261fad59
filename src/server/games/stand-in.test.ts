import { describe, expect, it } from "vitest";
import { parseCard, SFJ_VALUE } from "~/engine/core/cards";
import { parseOptionValues } from "~/engine/core/options";
import { Rng } from "~/engine/core/rng";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { safestMove, standInMove } from "./stand-in";

function newGame(
  game: string,
  players: number,
  seed: string,
): { ruleset: AnyRuleset; state: unknown; setup: MatchSetup } {
  const ruleset = getRuleset(game)!;
  const options = parseOptionValues(ruleset.optionSpecs, {}, game);
  if (!options.ok) throw new Error(options.error.message);
  const setup = ruleset.validateSetup({ players, teams: null, options: options.value });
  if (!setup.ok) throw new Error(setup.error.message);
  const g = ruleset.newGame(setup.value, seed);
  if (!g.ok) throw new Error(g.error.message);
  return { ruleset, state: g.value, setup: setup.value };
}

describe("stand-in policy", () => {
  for (const [game, players] of [
    ["sakura", 3],
    ["sfj", 3],
    ["mushi", 2],
    ["sutda", 4],
  ] as const) {
    it(`${game}: always a legal move of the seat to act, over whole games`, () => {
      for (let g = 0; g < 4; g++) {
        const { ruleset, setup } = newGame(game, players, `stand-in-${g}`);
        let { state } = newGame(game, players, `stand-in-${g}`);
        const rng = Rng.fromSeed(`mix-${g}`);
        for (let n = 0; n < 3000 && ruleset.phase(state) === "playing"; n++) {
          const seat = ruleset.toAct(state)[0]!;
          // Half the moves by the stand-in, half random: it meets many kinds of positions.
          // A third each: the stand-in (the bot), the fallback policy, random moves — many kinds of positions.
          const move =
            n % 3 === 0
              ? standInMove(ruleset, state, seat, setup, `k${n}`)
              : n % 3 === 1
                ? safestMove(ruleset, state, seat)
                : ruleset.legalMoves(state, seat)[rng.int(ruleset.legalMoves(state, seat).length)];
          expect(move).not.toBeNull();
          const r = ruleset.applyMove(state, move);
          if (!r.ok) throw new Error(`${game}: ${JSON.stringify(move)} refused: ${r.error.message}`);
          state = r.state;
        }
      }
    });
  }

  it("Sutda: a seat whose player left folds every hand and never bets more than it must", () => {
    for (let g = 0; g < 6; g++) {
      const { ruleset, setup } = newGame("sutda", 3, `left-${g}`);
      let { state } = newGame("sutda", 3, `left-${g}`);
      const rng = Rng.fromSeed(`left-mix-${g}`);
      for (let n = 0; n < 400 && ruleset.phase(state) === "playing"; n++) {
        const seat = ruleset.toAct(state)[0]!;
        const legal = ruleset.legalMoves(state, seat) as Record<string, unknown>[];
        let move: unknown = legal[rng.int(legal.length)];
        if (seat === 0) {
          move = standInMove(ruleset, state, seat, setup, `k${n}`, true);
          const cheapest =
            legal.find((m) => m.fold === true) ??
            legal.find((m) => m.call === true) ??
            legal.filter((m) => typeof m.bet === "number").sort((a, b) => (a.bet as number) - (b.bet as number))[0];
          expect(move).toEqual(cheapest);
        }
        const r = ruleset.applyMove(state, move);
        if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.message}`);
        state = r.state;
      }
    }
  });

  it("is the heuristic bot's move, the same for the same seed", () => {
    const { ruleset, state, setup } = newGame("sakura", 2, "bot");
    const seat = ruleset.toAct(state)[0]!;
    const a = standInMove(ruleset, state, seat, setup, "g:0:1");
    expect(standInMove(ruleset, state, seat, setup, "g:0:1")).toEqual(a);
    expect(ruleset.applyMove(state, a).ok).toBe(true);
    expect(standInMove(getRuleset("judge")!, null, 0, setup, "x")).toBeNull();
  });

  it("fallback, fishing games: takes the capture worth the most, else lays the card worth the least", () => {
    let checked = 0;
    for (let g = 0; g < 40; g++) {
      const { ruleset, state } = newGame("sfj", 2, `choice-${g}`);
      const seat = ruleset.toAct(state)[0]!;
      const view = ruleset.playerView(state, seat) as { hand: string[]; field: string[]; step: string };
      if (view.step !== "play") continue;
      const move = safestMove(ruleset, state, seat)!;
      const value = (c: string) => SFJ_VALUE[parseCard(c)!]!;
      const month = (c: string) => Number(c.slice(1, 3));
      // Worth of a play: the card plus the best single card of its month on the field (what a capture can take).
      const gains = view.hand.map((c) => {
        const same = view.field.filter((f) => month(f) === month(c)).map(value);
        return same.length
          ? value(c) + (same.length === 2 ? Math.max(...same) : same.reduce((a, b) => a + b, 0))
          : null;
      });
      const best = Math.max(...gains.map((x) => x ?? -Infinity));
      const played = move.play as string;
      if (best > -Infinity) expect(gains[view.hand.indexOf(played)]).toBe(best);
      else expect(value(played)).toBe(Math.min(...view.hand.map(value)));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("fallback, Sutda: follows when it costs nothing more, else folds", () => {
    let folds = 0;
    for (let g = 0; g < 30; g++) {
      const { ruleset } = newGame("sutda", 3, `sutda-${g}`);
      let { state } = newGame("sutda", 3, `sutda-${g}`);
      // Someone opens with a bet, so the next seat would have to pay to follow.
      const opener = ruleset.toAct(state)[0]!;
      const bets = (ruleset.legalMoves(state, opener) as { bet?: number }[]).filter((m) => m.bet !== undefined);
      const r = ruleset.applyMove(state, bets[bets.length - 1]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      const seat = ruleset.toAct(state)[0]!;
      const move = safestMove(ruleset, state, seat)!;
      if ((ruleset.legalMoves(state, seat) as { fold?: boolean }[]).some((m) => m.fold)) {
        expect(move).toEqual({ seat, fold: true });
        folds++;
      }
    }
    expect(folds).toBeGreaterThan(10);
  });
});
