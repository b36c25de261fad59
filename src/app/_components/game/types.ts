// What a game board receives: the server's GameView (game.view), typed per game so each board reads its engine view.
// Its fields are the server's; a replay builds the same shape locally from the engine, without the live table's
// extras (the seed, the server's clock), so those are optional here. Pages pass the server's view through
// `toBoardView`.
import type { GameView } from "~/app/_lib/api-types";
import type { GameName } from "~/engine/core/ruleset";
import type { RegisteredView } from "~/engine/registry";

/**
 * A game the app has an entry for: the registry (src/app/_games/registry.ts) holds one for every game the site
 * offers. Named here, from the engine, so that the components the entries are built from need not import the
 * registry.
 */
export type GameKey = GameName;
/** A game's engine view, as its entry is typed with. */
export type ViewOf<G extends GameKey> = Extract<RegisteredView, { game: G }>;

/** A move as the record format writes it ({seat, play, take}, {seat, draw: true}, {seat, bet}, …). */
export type BoardMove = { seat: number } & Record<string, unknown>;

type ServerPlayer = GameView["players"][number];

/** A seat as the server shows it; a replay knows no bank time and may not know the account. */
export type BoardPlayer = Pick<ServerPlayer, "seat" | "displayName" | "team" | "standIn" | "timeouts" | "forfeited"> &
  Partial<Pick<ServerPlayer, "bot" | "resigned" | "bankSeconds">> & { userId?: string | null };

type ServerRound = GameView["rounds"][number];

/** A finished round as the server shows it (`cancelled` absent: played out). */
export type BoardRound = Omit<ServerRound, "cancelled"> & Partial<Pick<ServerRound, "cancelled">>;

type BoardGameViewBase = Pick<
  GameView,
  "gameId" | "gameTitle" | "seq" | "status" | "mySeat" | "teams" | "toAct" | "totals" | "winner" | "lastMove"
> &
  Partial<Pick<GameView, "tableId" | "endReason" | "timeControl" | "recentMoves">> & {
    /**
     * The seat "you" and "your" name when it is not `mySeat`: a replay shows `mySeat`'s view while the signed-in
     * player may hold another seat or none (null). Absent: `mySeat` (a live table).
     */
    youSeat?: number | null;
    players: BoardPlayer[];
    rounds: BoardRound[];
    /** `mySeat`'s legal moves ([] when it is not its move). */
    legalMoves: BoardMove[];
    /** On the browser's clock (toBoardView). */
    deadlineAt: Date | string | null;
  };

/** A board's view of one game: the server's fields with that game's engine view. */
export type BoardGameViewOf<V extends { game: string }> = BoardGameViewBase & { game: V["game"]; view: V };

/** Every game the app has an entry for (src/app/_games/registry.ts), each with its engine view. */
export type BoardGameView = { [G in GameKey]: BoardGameViewOf<ViewOf<G>> }[GameKey];

/** The fishing board kit draws any game whose entry gives it an adapter (it reads the view only through it). */
export type FishingGameView = BoardGameView;

/** An engine view with its game beside it, as the boards' union pairs them (the server's GameView does not). */
export type GameAndView = { [G in GameKey]: Pick<BoardGameViewOf<ViewOf<G>>, "game" | "view"> }[GameKey];

/** Every engine view names its game: the pair is the view's own `game` beside it. */
export function byGame(view: BoardGameView["view"]): GameAndView {
  return { game: view.game, view } as GameAndView;
}

/** Any one game's board view (what a game's own board may be typed with). */
export type AnyBoardGameView = BoardGameViewOf<{ game: string }>;

export interface BoardProps<V extends AnyBoardGameView = BoardGameView> {
  gameView: V;
  /** Sends a move; the board shows `pending` until the new view arrives. */
  onMove: (move: BoardMove) => void;
  pending: boolean;
  /** A recorded position (the replay page), not a live table: no words for a live table's spectator or players. */
  replay?: boolean;
}

/** The seat the board calls "you", or null. */
export function youSeatOf(gv: Pick<BoardGameViewBase, "mySeat" | "youSeat">): number | null {
  return gv.youSeat === undefined ? gv.mySeat : gv.youSeat;
}
