// A table as the server shows it (TableView), for component tests of the table's pages.
import type { TableView } from "~/server/views/table";

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
