// A table as the server shows it (TableView, and the lobby's TableSummary), for component tests of the table's pages.
import type { TableSummary, TableView } from "~/server/views/table";

/** An open private two-seat Sakura table made by Akiko, seated at seat 0, seen by someone not seated; `over` changes any of it. */
export function tableView(over: Partial<TableView> = {}): TableView {
  return {
    id: "t1",
    game: "sakura",
    gameTitle: "Sakura",
    playerCount: 2,
    teams: "none",
    teamLayout: null,
    options: [],
    end: { kind: "rounds", rounds: 12 },
    preset: null,
    timeControl: null,
    timeoutsBeforeForfeit: null,
    visibility: "PRIVATE",
    inviteCode: null,
    status: "OPEN",
    seats: [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
      { seat: 1, team: null, user: null },
    ],
    creatorId: "akiko",
    gameId: null,
    mySeat: null,
    canJoin: true,
    canLeave: false,
    createdAt: new Date("2026-11-21T12:00:00Z"),
    ...over,
  };
}

/** An open three-seat Sutda table in the lobby, opened by Aki, one seat taken, no house rules; `over` changes any of it. */
export function tableSummary(over: Partial<TableSummary> = {}): TableSummary {
  return {
    id: "t1",
    game: "sutda",
    gameTitle: "Sutda",
    playerCount: 3,
    seatsTaken: 1,
    seatsKept: 0,
    teams: "none",
    timeControl: null,
    end: { kind: "one-has-all" },
    creator: { id: "u-aki", displayName: "Aki" },
    createdAt: new Date(0),
    houseRules: { preset: null, presetKey: null, changes: [] },
    ...over,
  };
}
