// Ruleset.newGame's optional first dealer (tournaments rotate it across the games of a pairing): the given seat deals
// the first round and the draw is skipped; without it nothing changes. One suite, run by each game that draws for its
// first dealer; `draws` reads that game's record of the draw.
import { describe, expect, it } from "vitest";
import { Rng } from "../rng";
import type { GameName, MatchSetup, Ruleset } from "../ruleset";

export interface FirstDealerCase {
  players: number;
  teams: MatchSetup["teams"];
}

/** Layouts without teams, one per player count. */
export function withoutTeams(...playerCounts: number[]): FirstDealerCase[] {
  return playerCounts.map((players) => ({ players, teams: null }));
}

export function describeFirstDealerOption<S, M, V>(
  title: string,
  R: Ruleset<S, M, V, GameName, unknown>,
  layouts: FirstDealerCase[],
  /** The first-dealer draw the game recorded: empty when a first dealer was given. */
  draws: (state: S) => readonly unknown[],
  /** What else the game records of the chosen dealer, checked when a first dealer is given. */
  extra?: (state: S, seat: number) => void,
): void {
  function setup(players: number, teams: MatchSetup["teams"] = null): MatchSetup {
    const v = R.validateSetup({ players, teams, options: {} });
    if (!v.ok) throw new Error(v.error.message);
    return v.value;
  }

  /** Plays uniformly random legal moves for at most `max` moves; every move must be accepted. */
  function playSome(state: S, seed: string, max: number): void {
    const rng = Rng.fromSeed(seed);
    let s = state;
    for (let i = 0; i < max && R.phase(s) === "playing"; i++) {
      const seat = R.toAct(s)[0]!;
      const moves = R.legalMoves(s, seat);
      const next = R.applyMove(s, moves[rng.int(moves.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
  }

  // The refusal and determinism cases at three players, or two in a two-player game (Mushi).
  const small = Math.min(3, R.maxPlayers);

  describe(`${title}: newGame with a first dealer`, () => {
    it.each(layouts)("every seat can be made the first dealer ($players players)", ({ players, teams }) => {
      const s = setup(players, teams);
      for (let seat = 0; seat < players; seat++) {
        const g = R.newGame(s, `fd-${players}-${seat}`, { firstDealer: seat });
        expect(g.ok).toBe(true);
        if (!g.ok) continue;
        expect(R.dealtRounds(g.value)[0]!.dealer).toBe(seat);
        expect(draws(g.value)).toEqual([]);
        extra?.(g.value, seat);
        playSome(g.value, `moves-${seat}`, 400);
      }
    });

    it("refuses a first dealer that is not a seat", () => {
      const s = setup(small);
      for (const bad of [-1, small, 1.5, Number.NaN]) {
        const g = R.newGame(s, "x", { firstDealer: bad });
        expect(g.ok).toBe(false);
        if (!g.ok) expect(g.error.code).toBe("bad-dealer");
      }
    });

    it("without a first dealer the draw happens as before", () => {
      const s = setup(small);
      for (let i = 0; i < 20; i++) {
        const a = R.newGame(s, `same-${i}`);
        const b = R.newGame(s, `same-${i}`, {});
        expect(a).toEqual(b);
        expect(a.ok && draws(a.value).length).toBeGreaterThan(0);
      }
    });

    it("the same seed and first dealer give the same game", () => {
      const s = setup(small);
      expect(R.newGame(s, "again", { firstDealer: 1 })).toEqual(R.newGame(s, "again", { firstDealer: 1 }));
    });
  });
}
