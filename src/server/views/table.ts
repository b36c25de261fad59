// Tables and the lobby as the pages see them (PLAY-API.md "Tables and lobby").
import type { GameName, MatchEnd, Progress } from "~/engine/core/ruleset";
import type { JudgeLiveView } from "../judge/live-view";
import type { ChatUpdate } from "./chat";
import type { GameView } from "./game";
import type { TimeControl } from "./time-control";

/** Team play: none, two teams of two (4 players), three teams of two or two teams of three (6 players). */
export type TeamsChoice = "none" | "2v2" | "3x2" | "2x3";

export type TableStatus = "OPEN" | "PLAYING" | "FINISHED" | "CANCELLED";

export interface TableSeatView {
  seat: number;
  team: number | null;
  /**
   * `bot`: a bot account's level (practice tables), null for a person. `rating`: while the table is open, the
   * player's rating in its game ("1512?" while provisional); absent when they have played no rated game of it.
   */
  user: {
    id: string;
    displayName: string;
    bot: string | null;
    rating?: { rating: number; provisional: boolean };
  } | null;
}

export interface TableView {
  id: string;
  game: GameName;
  gameTitle: string;
  playerCount: number;
  teams: TeamsChoice;
  /** Seats per team in the engine's layout (teammates opposite), or null for individual play. */
  teamLayout: number[][] | null;
  /** Every option of the game in force with the others (a rule that depends on another's value only with it), in words. */
  options: { name: string; label: string; value: string; isDefault: boolean }[];
  /** How the game ends under its options; the page says it in its language ("Ends after 3 hands"). */
  end: MatchEnd;
  /**
   * The house rules the table was created with (a platform preset, pinned at its version then: editing the preset
   * later never changes this table). `customized`: the creator changed some of the preset's rules. Null for tables
   * made before presets existed.
   */
  preset: {
    id: string;
    slug: string;
    title: string;
    /** The Options catalog key the page says a built-in preset's title with (builtInWordKeys); null: as written. */
    titleKey: string | null;
    version: number;
    customized: boolean;
  } | null;
  /** null: no limit (Judge is played in real time). */
  timeControl: TimeControl | null;
  timeoutsBeforeForfeit: number | null;
  visibility: "PUBLIC" | "PRIVATE";
  /** Only for seated users (to share the invite link). */
  inviteCode: string | null;
  status: TableStatus;
  seats: TableSeatView[];
  creatorId: string;
  gameId: string | null;
  mySeat: number | null;
  canJoin: boolean;
  canLeave: boolean;
  createdAt: Date;
  /** A finished game's rematch as its seated player sees it; absent or null: no rematch for the caller here. */
  rematch?: RematchState | null;
  /** A rematch table: the finished game it replays (only that game's players may sit here); absent otherwise. */
  rematchOf?: RematchOf;
  /**
   * A finished rated game (people only): what it did to each player's rating, in seat order, for the final dialog
   * ("Your rating: 1512 (+12)"). Absent for an unrated game, and until the after-move bookkeeping has rated it (the
   * table's stream then sends the table again).
   */
  ratingChanges?: TableRatingChange[];
  /** A finished game of people that moments ago ended and is not rated yet: its ratings are on their way. */
  ratingPending?: boolean;
  /** An open table, for its seated players: who is invited and has not sat down yet (table.invite). */
  invited?: { id: string; displayName: string }[];
  /** An open table, for an invited player: who invited them (they may join or decline). */
  invitedBy?: { id: string; displayName: string };
  /**
   * An open table whose every free seat is kept for invited players not seated yet, for someone else not seated:
   * they cannot join (canJoin false) until an invitation is declined or lapses.
   */
  seatsKeptForInvited?: boolean;
}

/** One player's rating after a rated game (rounded) and its change (the rounded ratings' difference). */
export interface TableRatingChange {
  seat: number;
  userId: string;
  displayName: string;
  /** The caller. */
  you: boolean;
  rating: number;
  change: number;
}

export interface RematchOf {
  /** The finished game (its replay is /replays/{gameId}). */
  gameId: string;
  offeredBy: { id: string; displayName: string };
  /** The caller played the finished game. */
  yours: boolean;
  /** The finished game's other players (not its bots, not the caller) not seated here yet, who may still come. */
  expected: string[];
  /** Those of them who cannot come (a suspended account): bots may take their seats. */
  unavailable: string[];
}

/** table.rematch: a new table with the same game, rules, time control and visibility; `offer` once a player asked. */
export interface RematchState {
  offer: {
    tableId: string;
    /** Where the rematch is (with its invite code when it is private). */
    href: string;
    status: TableStatus;
    offeredBy: { id: string; displayName: string };
    /** The caller sits at the rematch table. */
    joined: boolean;
    /** The players of the finished game not (yet) seated at the rematch. */
    waitingFor: string[];
    gameId: string | null;
  } | null;
}

export interface TableSummary {
  id: string;
  game: GameName;
  gameTitle: string;
  playerCount: number;
  seatsTaken: number;
  /**
   * Free seats kept for invited players not seated yet (the caller's own invitation not counted): nobody else may
   * take them, so with seatsTaken + seatsKept = playerCount the table has no seat for the caller.
   */
  seatsKept: number;
  teams: TeamsChoice;
  timeControl: TimeControl | null;
  /** How the game ends under its options; the page says it in its language ("Ends after 3 hands"). */
  end: MatchEnd;
  /**
   * Who opened the table; the lobby links the name to their page. `rating`: their rating in the table's game (the
   * lobby shows it beside the name, "1512?" while provisional); absent or null when they have played no rated game.
   */
  creator: { id: string; displayName: string; rating?: { rating: number; provisional: boolean } | null };
  createdAt: Date;
  /**
   * The house rules: the preset's title (null for a table made before presets) and the catalog key a built-in preset's
   * title is said with (builtInWordKeys), and the rules the table sets apart from it (from the game's standard rules
   * without a preset), the length left out: each by its option name, with the engine's English label and value that
   * the page says from the Options catalog (useOptionWords).
   */
  houseRules: { preset: string | null; presetKey: string | null; changes: RuleChangeWords[] };
}

/**
 * A rule a table sets apart from its preset: the option's name, its label and its value in the engine's words, and
 * an enum's value as the catalogs key it (null for other kinds), so a list says it without the game's option specs.
 */
export interface RuleChangeWords {
  name: string;
  label: string;
  value: string;
  key: string | null;
}

export interface LobbyPage {
  tables: TableSummary[];
  nextCursor: string | null;
}

export interface MyGameSummary {
  gameId: string;
  tableId: string;
  game: GameName;
  gameTitle: string;
  /**
   * The other players (id for their page, display name, a bot's level: pages word a bot's name with it): those
   * against me (in team play, the other teams').
   */
  opponents: { id: string; displayName: string; bot: string | null }[];
  /** My partners in team play (the rest of my team); empty in individual play. */
  partners: { id: string; displayName: string; bot: string | null }[];
  myTurn: boolean;
  /** The deadline of a person's move (none while only bots are to move: they move at once). */
  deadlineAt: Date | null;
  status: "ACTIVE" | "FINISHED" | "ABORTED";
  /**
   * A game still in play that I left (I resigned, or missed too many moves): it is over for me while the others play
   * on. Absent or null: I still play it (or it is over for everyone).
   */
  left?: "resigned" | "forfeited" | null;
  /**
   * Where a game in play stands (the round or hand, of how many), said by the page in its language ("Round 3 of 12",
   * "Hand 4"); null for a game over, or with no rounds to count (a live match).
   */
  progress: Progress | null;
  /** The tournament the game belongs to (its round), or null for a lobby table. */
  tournament: { id: string; name: string; round: number } | null;
}

export interface MyGamesView {
  /** Games in play (my turn first, then by deadline), then recently finished ones. */
  games: MyGameSummary[];
  /** Tables I sit at that wait for players. */
  waiting: TableSummary[];
}

/**
 * What table.onChange sends, the table page's one stream: the table now and after every join, leave, start and end;
 * once its game started, the caller's GameView now and after every move (tracked: the event id is
 * `${gameId}:${seq}`, so a reconnect gets only newer views); during a live Judge match, its JudgeLiveView; to a
 * seated player, the table's chat (ChatUpdate, untracked: merged by message id).
 */
export type TableEvent =
  | { kind: "table"; table: TableView }
  | { kind: "game"; game: GameView }
  | { kind: "live"; judge: JudgeLiveView }
  | { kind: "chat"; chat: ChatUpdate };
