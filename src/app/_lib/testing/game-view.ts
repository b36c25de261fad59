// A game as the boards and their dialogs receive it (BoardGameView), for component tests that need no real deal.
import type { BoardGameView, BoardPlayer } from "~/app/_components/game/types";
import type { GamePlayerView } from "~/server/views/game";

/** Seats in the order of `names`: people, none a stand-in or timed out; the seats in `forfeited` forfeited. */
export function boardPlayers(names: readonly string[], forfeited: readonly number[] = []): BoardPlayer[] {
  return names.map((displayName, seat) => ({
    seat,
    displayName,
    team: null,
    standIn: false,
    timeouts: 0,
    forfeited: forfeited.includes(seat),
  }));
}

/** A seat as the server's game view sends it: a person with a full clock, unless `extra` says otherwise. */
export function serverPlayer(seat: number, displayName: string, extra: Partial<GamePlayerView> = {}): GamePlayerView {
  return {
    seat,
    userId: `u${seat}`,
    displayName,
    bot: null,
    team: null,
    standIn: false,
    timeouts: 0,
    forfeited: false,
    resigned: false,
    bankSeconds: null,
    ...extra,
  };
}

/**
 * A two-seat Season's Flowers game between Akiko (seat 0, the viewer) and Botan that ended before any round was
 * scored, Botan having resigned; `over` changes any of it.
 */
export function resignedGameView(over: Partial<Record<keyof BoardGameView, unknown>> = {}): BoardGameView {
  return {
    gameId: "g1",
    game: "sfj",
    gameTitle: "Season's Flowers",
    seq: 3,
    status: "FINISHED",
    endReason: "resign",
    mySeat: 0,
    players: boardPlayers(["Akiko", "Botan"], [1]),
    teams: null,
    legalMoves: [],
    toAct: [],
    deadlineAt: null,
    rounds: [],
    totals: [0, 0],
    winner: 0,
    lastMove: null,
    view: {},
    ...over,
  } as unknown as BoardGameView;
}
