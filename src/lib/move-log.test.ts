import { describe, expect, it } from "vitest";
import { movesSinceTurn, RECENT_MOVES, withRecent, type LoggedMove } from "./move-log";

const moves = (seats: number[]): LoggedMove[] =>
  seats.map((seat, i) => ({ seq: i + 1, seat, text: `move ${i + 1}`, byStandIn: false }));
const seqs = (l: LoggedMove[]) => l.map((m) => m.seq);

describe("the move log", () => {
  it("gives a seat every other seat's move since its previous turn, not its own of this turn", () => {
    // three seats, two moves a turn (play, draw): 0 0 1 1 2 2, then seat 0 plays and is to draw
    const log = moves([0, 0, 1, 1, 2, 2, 0]);
    expect(seqs(movesSinceTurn(log, 0, [0]))).toEqual([3, 4, 5, 6]);
    expect(seqs(movesSinceTurn(log, 1, [0]))).toEqual([5, 6, 7]);
    expect(seqs(movesSinceTurn(log, 2, [0]))).toEqual([7]);
    // seat 0's turn over: the log starts after it
    const next = moves([0, 0, 1, 1, 2, 2, 0, 0, 1]);
    expect(seqs(movesSinceTurn(next, 0, [1]))).toEqual([9]);
    expect(seqs(movesSinceTurn(next, 1, [1]))).toEqual([5, 6, 7, 8]);
  });

  it("follows the seat to act for a spectator, its moves of this turn too, and gives nothing with nobody to follow", () => {
    const log = moves([0, 1, 2, 0, 1]);
    expect(seqs(movesSinceTurn(log, null, [1]))).toEqual([3, 4, 5]);
    expect(seqs(movesSinceTurn(moves([0, 0, 1, 1, 0]), null, [0]))).toEqual([3, 4, 5]);
    expect(movesSinceTurn(log, null, [])).toEqual([]);
  });

  it("keeps the last RECENT_MOVES moves", () => {
    const many = withRecent(moves([0]), moves(Array.from({ length: RECENT_MOVES + 5 }, (_, i) => i % 3)));
    expect(many).toHaveLength(RECENT_MOVES);
    expect(many.at(-1)!.seq).toBe(RECENT_MOVES + 5);
  });
});
