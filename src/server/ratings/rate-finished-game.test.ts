// wasPlayed: which finished games are rated. Lichess aborts, unrated, a game a player left before their first move; here
// a seat whose every move was the timeout stand-in's, or that was forfeited for time before moving, makes the game
// unrated, while a player who moved once is rated as ever. A resign in a game of hands is rated however early (the
// resigner has seen their hand: dropping a bad deal unrated would be deal-fishing); in Judge it is an abort.
import { describe, expect, it } from "vitest";
import type { SeatPlay } from "../repositories/ratings";
import { wasPlayed } from "./rate-finished-game";

const seat = (s: number, p: Partial<SeatPlay> = {}): SeatPlay => ({
  seat: s,
  forfeited: false,
  resigned: false,
  ownMoves: 0,
  standInMoves: 0,
  ...p,
});
const game = (seq: number, seats: SeatPlay[], more: { game?: string; endReason?: string | null } = {}) => ({
  game: more.game ?? "sakura",
  seq,
  endReason: more.endReason ?? null,
  seats,
});

describe("wasPlayed", () => {
  it("a game without any move is not rated, unless a player resigned it", () => {
    expect(wasPlayed(game(0, [seat(0), seat(1)]))).toBe(false);
    expect(wasPlayed(game(0, [seat(0), seat(1, { forfeited: true })], { endReason: "forfeit" }))).toBe(false);
    expect(wasPlayed(game(0, [seat(0), seat(1, { forfeited: true, resigned: true })], { endReason: "resign" }))).toBe(
      true,
    );
  });

  it("played by both: rated, however it ended", () => {
    expect(wasPlayed(game(9, [seat(0, { ownMoves: 5 }), seat(1, { ownMoves: 4 })]))).toBe(true);
    expect(
      wasPlayed(
        game(9, [seat(0, { ownMoves: 5 }), seat(1, { ownMoves: 1, standInMoves: 3, forfeited: true })], {
          endReason: "forfeit",
        }),
      ),
    ).toBe(true);
  });

  it("a seat whose every move was the stand-in's: not rated, forfeited or not", () => {
    expect(
      wasPlayed(
        game(6, [seat(0, { ownMoves: 2 }), seat(1, { standInMoves: 4, forfeited: true })], { endReason: "forfeit" }),
      ),
    ).toBe(false);
    expect(wasPlayed(game(6, [seat(0, { ownMoves: 2 }), seat(1, { standInMoves: 2 }), seat(2, { ownMoves: 2 })]))).toBe(
      false,
    );
  });

  it("a seat forfeited for time before its first move: not rated; one that resigned before it: rated (it saw its hand)", () => {
    expect(wasPlayed(game(2, [seat(0, { ownMoves: 2 }), seat(1, { forfeited: true })], { endReason: "forfeit" }))).toBe(
      false,
    );
    expect(
      wasPlayed(
        game(2, [seat(0, { ownMoves: 2 }), seat(1, { forfeited: true, resigned: true })], { endReason: "resign" }),
      ),
    ).toBe(true);
    // three players: the resigned seat's stand-in plays on, and that is no reason to leave the game unrated
    const played = seat(0, { ownMoves: 4 });
    const resignedOn = seat(1, { forfeited: true, resigned: true, standInMoves: 3 });
    expect(wasPlayed(game(9, [played, resignedOn, seat(2, { ownMoves: 2 })]))).toBe(true);
    // but another seat that never showed up still leaves it unrated
    expect(wasPlayed(game(9, [played, resignedOn, seat(2, { standInMoves: 2 })]))).toBe(false);
  });

  it("a seat that simply had no turn yet does not count: rated", () => {
    // A one-round game the first player won on their turn, or a side that resigned after moving.
    expect(wasPlayed(game(3, [seat(0, { ownMoves: 3 }), seat(1)]))).toBe(true);
    expect(
      wasPlayed(game(2, [seat(0, { ownMoves: 2, forfeited: true }), seat(1), seat(2)], { endReason: "resign" })),
    ).toBe(true);
  });

  it("Judge: a game without a round played is unrated (its rounds are moves of the whole match)", () => {
    expect(
      wasPlayed(
        game(1, [seat(0, { ownMoves: 1 }), seat(1, { ownMoves: 1, forfeited: true })], {
          game: "judge",
          endReason: "resign",
        }),
      ),
    ).toBe(false);
  });

  it("Judge: a seat forfeited or resigned without ever acting (its own moves are its actions) leaves the match unrated; one action is enough", () => {
    // Absent from the start: forfeited in round 1, which nobody played.
    expect(wasPlayed(game(1, [seat(0), seat(1, { forfeited: true })], { game: "judge", endReason: "forfeit" }))).toBe(
      false,
    );
    expect(
      wasPlayed(
        game(2, [seat(0, { ownMoves: 1 }), seat(1, { forfeited: true })], { game: "judge", endReason: "resign" }),
      ),
    ).toBe(false);
    expect(
      wasPlayed(
        game(2, [seat(0, { ownMoves: 1 }), seat(1, { forfeited: true, resigned: true })], {
          game: "judge",
          endReason: "resign",
        }),
      ),
    ).toBe(false);
    expect(
      wasPlayed(game(2, [seat(0), seat(1, { ownMoves: 1, forfeited: true })], { game: "judge", endReason: "resign" })),
    ).toBe(true);
    // Never acted, not forfeited (the opponent closed every round first): there all along, rated.
    expect(wasPlayed(game(5, [seat(0, { ownMoves: 5 }), seat(1)], { game: "judge" }))).toBe(true);
  });
});
