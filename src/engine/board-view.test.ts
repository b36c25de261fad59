// Ruleset.boardView: what a board is sent every move. It leaves out the finished rounds' scoring (the game's round
// results carry it), so a view stays the size of the round in play, and keeps everything else of the player view.
import { describe, expect, it } from "vitest";
import { Rng } from "./core/rng";
import type { AnyRuleset } from "./core/ruleset";
import { availableGames } from "./registry";

/** A game of `ruleset` after random legal moves until `rounds` rounds ended (or the game did). */
function playedRounds(ruleset: AnyRuleset, rounds: number): unknown {
  const setup = ruleset.validateSetup({ players: ruleset.minPlayers, teams: null, options: {} });
  if (!setup.ok) throw new Error(`${ruleset.game}: ${JSON.stringify(setup.error)}`);
  const started = ruleset.newGame(setup.value, `board-view-${ruleset.game}`);
  if (!started.ok) throw new Error(`${ruleset.game}: ${JSON.stringify(started.error)}`);
  let state: unknown = started.value;
  const rng = Rng.fromSeed(ruleset.game);
  for (let n = 0; n < 20_000 && ruleset.roundSummaries(state).length < rounds; n++) {
    const seat = ruleset.toAct(state)[0];
    if (seat === undefined) break;
    const legal = ruleset.legalMoves(state, seat);
    const move = legal.length > 0 ? legal[rng.int(legal.length)] : ruleset.randomMove?.(state, rng);
    const next = ruleset.applyMove(state, move);
    if (!next.ok) throw new Error(`${ruleset.game}: ${JSON.stringify(next.error)}`);
    state = next.state;
  }
  return state;
}

const json = (x: unknown) => JSON.stringify(x);

describe("the view a board is sent", () => {
  for (const ruleset of availableGames()) {
    it(`${ruleset.game}: the player view without the finished rounds' explanations, every other field as it is`, () => {
      const state = playedRounds(ruleset, 2);
      for (const seat of [0, null]) {
        const full = ruleset.playerView(state, seat) as Record<string, unknown>;
        const board = ruleset.boardView(full) as Record<string, unknown>;
        const text = json(board);
        ruleset.roundSummaries(state).forEach((_, i) => {
          const explanation = ruleset.explainRound(state, i);
          if (explanation) expect(text).not.toContain(json(explanation));
        });
        for (const key of Object.keys(board)) {
          if (json(board[key]) !== json(full[key])) {
            // only a history field changes, and only by leaving things out
            expect(json(full[key]).length, `${ruleset.game}.${key}`).toBeGreaterThan(json(board[key]).length);
          }
        }
        const dropped = Object.keys(full).filter((k) => !(k in board));
        expect(
          dropped.every((k) => /results|summaries|explanations/.test(k)),
          dropped.join(),
        ).toBe(true);
      }
    });
  }
});
