// Tables: create (engine-validated options and team layout), join (a seat per the layout; the last seat starts the
// game) and leave (before the start; the last one out cancels the table). The table as a user sees it is
// table-view.ts; the lobby and "my games" are table-lists.ts.
import { randomBytes } from "node:crypto";
import { parseOptionValues } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { DomainError } from "../errors";
import { refusedOption, ruleConflict } from "../house-rules/rule-conflict";
import { resolvePresetForTable } from "../house-rules/preset-pinning";
import type { TableView, TeamsChoice } from "../views/table";
import type { TimeControl } from "../views/time-control";
import {
  findTable,
  insertTableWithCreator,
  withLockedTable,
  type LockedTableOps,
  type TableRecord,
} from "../repositories/tables";
import { botMoveJobs } from "../bots/bot-jobs";
import { tableChannel } from "../realtime/bus";
import type { AfterMoveFacts } from "./after-move";
import { afterCommit } from "./commit-move";
import { rememberState } from "./state-cache";
import { afterMoveJobKey } from "./job-kinds";
import type { PlayContext } from "./play-context";
import { rematchSeatFor } from "./rematch-state";
import { rulesetOf } from "./ruleset-of";
import { prepareStart } from "./start-game";
import { startJobs } from "./start-jobs";
import { seatsKeptFromUser, waitingOf } from "./table-invitations";
import { getTableView } from "./table-view";
import { teamLayoutFor, teamOfSeat } from "./team-layout";
import { speedOf } from "./time-control";

export interface CreateTableInput {
  game: GameName;
  /** The house-rule preset (its latest version is pinned); absent: the game's default preset. */
  presetId?: string;
  playerCount: number;
  teams: TeamsChoice;
  options: Record<string, string | number | boolean>;
  timeControl: TimeControl | null;
  timeoutsBeforeForfeit: number | null;
  visibility: "PUBLIC" | "PRIVATE";
}

/** The form's field a refused setup concerns, by the engine's code. */
const refusedField = (code: string) =>
  code === "bad-players" ? "playerCount" : code === "bad-teams" ? "teams" : "options";

export async function createTable(
  ctx: PlayContext,
  userId: string,
  input: CreateTableInput,
): Promise<{ tableId: string; inviteCode: string | null }> {
  const ruleset = rulesetOf(input.game);
  const players = input.playerCount;
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers) {
    const { game, minPlayers: min, maxPlayers: max } = ruleset;
    throw new DomainError("BAD_REQUEST", min === max ? "tablePlayersExact" : "tablePlayersRange", {
      field: "playerCount",
      params: { game, min, max },
    });
  }
  const layout = teamLayoutFor(ruleset, players, input.teams);
  if (!layout.ok) throw new DomainError("BAD_REQUEST", layout.text, { field: "teams" });
  // The preset's version is pinned; the creator's own option values go on top of its values.
  const pinned = await resolvePresetForTable(ctx.db, { game: ruleset.game, presetId: input.presetId });
  const options = parseOptionValues(ruleset.optionSpecs, { ...pinned.options, ...input.options }, ruleset.game);
  if (!options.ok) {
    const { phrase } = options.error;
    const option = refusedOption(phrase);
    throw new DomainError("BAD_REQUEST", ruleConflict(ruleset.game, phrase), {
      field: option ? `options.${option}` : "options",
    });
  }
  const setup = ruleset.validateSetup({ players, teams: layout.layout, options: options.value });
  if (!setup.ok)
    throw new DomainError("BAD_REQUEST", ruleConflict(ruleset.game, setup.error.phrase), {
      field: refusedField(setup.error.code),
    });
  // A game played in real time has no move clock, so nobody times out either.
  const timeControl = ruleset.traits.realTime ? null : input.timeControl;
  const inviteCode = input.visibility === "PRIVATE" ? randomBytes(9).toString("base64url") : null;
  const { id } = await insertTableWithCreator(
    ctx.db,
    {
      game: ruleset.game,
      options: setup.value.options as Record<string, string | number | boolean>,
      playerCount: players,
      teams: layout.layout,
      visibility: input.visibility,
      inviteCode,
      timeControl,
      speed: speedOf(ruleset, timeControl),
      timeoutsBeforeForfeit: timeControl ? input.timeoutsBeforeForfeit : null,
      creatorId: userId,
      presetVersionId: pinned.presetVersionId,
    },
    { seat: 0, team: teamOfSeat(layout.layout, 0) },
  );
  return { tableId: id, inviteCode };
}

export function freeSeats(table: TableRecord): number[] {
  const taken = new Set(table.seats.map((s) => s.seat));
  return Array.from({ length: table.playerCount }, (_, i) => i).filter((i) => !taken.has(i));
}

export function chooseSeat(table: TableRecord, team: number | undefined): { seat: number; team: number | null } {
  const free = freeSeats(table);
  const layout = table.teams;
  if (!layout) {
    if (team !== undefined) throw new DomainError("BAD_REQUEST", "tableNoTeams", { field: "team" });
    return { seat: free[0]!, team: null };
  }
  if (team !== undefined && (team < 0 || team >= layout.length))
    throw new DomainError("BAD_REQUEST", "chooseTeamNumber", { field: "team", params: { last: layout.length } });
  const freeOf = (t: number) => layout[t]!.filter((s) => free.includes(s));
  const chosen = team ?? layout.map((_, t) => t).sort((a, b) => freeOf(b).length - freeOf(a).length || a - b)[0]!;
  const seats = freeOf(chosen);
  if (seats.length === 0) throw new DomainError("CONFLICT", "teamFullPickAnother", { field: "team" });
  return { seat: seats[0]!, team: chosen };
}

/** A seat (in `team` if asked); at a rematch table only the finished game's players sit, each in their old seat. */
export async function joinTable(
  ctx: PlayContext,
  userId: string,
  input: { tableId: string; inviteCode?: string; team?: number },
  now = new Date(),
): Promise<TableView> {
  // Read before the lock (see withLockedTable): the old seat, or a refusal for someone who did not play that game.
  const rematch = await rematchSeatFor(
    ctx.db,
    (await findTable(ctx.db, input.tableId)) ?? { rematchOfGameId: null },
    userId,
  );
  const started = await withLockedTable(ctx.db, input.tableId, async (table, ops) => {
    if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
    if (table.seats.some((s) => s.userId === userId)) throw new DomainError("CONFLICT", "alreadySitTable");
    if (table.status === "PLAYING") throw new DomainError("CONFLICT", "tableAlreadyStarted");
    if (table.status !== "OPEN") throw new DomainError("CONFLICT", "tableClosed");
    // A private rematch's old players need no invite code: their seat is kept (rematchSeatFor lets nobody else sit).
    if (table.visibility === "PRIVATE" && !rematch) {
      // An invitee whose invitation was withdrawn still has the link they were sent: it no longer lets them in.
      if (await ops.invitationWithdrawn(userId)) throw new DomainError("FORBIDDEN", "invitationWithdrawn");
      if (input.inviteCode !== table.inviteCode)
        throw new DomainError("FORBIDDEN", "tablePrivateJoin", {
          field: "inviteCode",
        });
    }
    if (table.seats.length >= table.playerCount) throw new DomainError("CONFLICT", "tableFull");
    // A seat promised to an invited player not seated yet is theirs (read in the lock, where invitations are stored
    // and bots sit): someone else takes only an unpromised one. A rematch's seats are its old players' already.
    if (!rematch && seatsKeptFromUser(table, waitingOf(table, await ops.openInvitations()), userId))
      throw new DomainError("CONFLICT", "seatsKeptForInvited");
    const place =
      rematch && freeSeats(table).includes(rematch.seat)
        ? { seat: rematch.seat, team: teamOfSeat(table.teams, rematch.seat) }
        : chooseSeat(table, input.team);
    await ops.addSeat({ ...place, userId });
    if (table.seats.length + 1 < table.playerCount) return null;

    // The last seat: the game starts.
    const full: TableRecord = {
      ...table,
      seats: [
        ...table.seats,
        {
          ...place,
          userId,
          displayName: "",
          timeouts: 0,
          standIn: false,
          forfeited: false,
          resigned: false,
          bankMs: null,
          botLevel: null,
        },
      ],
    };
    return startFullTable(full, ops, now);
  });
  if (started) await afterStart(ctx, started, now);
  await ctx.bus.publish(tableChannel(input.tableId), { tableId: input.tableId });
  // The finished game's page shows who has joined its rematch (and takes its players to the game once it starts).
  if (rematch) await ctx.bus.publish(tableChannel(rematch.oldTableId), { tableId: rematch.oldTableId });
  return getTableView(ctx, userId, input.tableId, input.inviteCode);
}

export interface StartedGame {
  gameId: string;
  state: unknown;
  facts: AfterMoveFacts;
}

/** A full table's game starts, inside the table's lock: the game row, the first deadline, bot moves, the bookkeeping backstop. */
export async function startFullTable(full: TableRecord, ops: LockedTableOps, now: Date): Promise<StartedGame> {
  const ruleset = rulesetOf(full.game);
  const start = prepareStart(ruleset, full, now);
  const { gameId } = await ops.startGame(start.row, start.bankMs);
  const facts: AfterMoveFacts = {
    gameId,
    seq: 0,
    started: true,
    roundEnded: ruleset.roundSummaries(start.state).length > 0,
    finished: start.row.status === "FINISHED",
    yourTurn: start.row.toAct.flatMap((s) => full.seats.filter((x) => x.seat === s).map((x) => x.userId)),
    timeout: null,
  };
  const botMoves =
    start.row.status === "ACTIVE" ? botMoveJobs(ruleset.game, full.seats, start.row.toAct, gameId, 0, now) : [];
  await ops.enqueue(startJobs(gameId, start, facts, now, botMoves));
  return { gameId, state: start.state, facts };
}

/** After the start's commit: the state cached, "game G is at seq 0" published, the bookkeeping done. */
export async function afterStart(ctx: PlayContext, started: StartedGame, now: Date): Promise<void> {
  rememberState(started.gameId, 0, started.state, null);
  await afterCommit(ctx, started.facts, afterMoveJobKey(started.gameId, 0), now);
}

export async function leaveTable(ctx: PlayContext, userId: string, tableId: string): Promise<{ ok: true }> {
  await withLockedTable(ctx.db, tableId, async (table, ops) => {
    if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
    if (!table.seats.some((s) => s.userId === userId)) throw new DomainError("BAD_REQUEST", "notSitTable");
    if (table.status !== "OPEN") throw new DomainError("CONFLICT", "gameStartedNoLonger");
    await ops.removeSeat(userId);
    if (table.seats.length === 1) await ops.setStatus("CANCELLED");
  });
  await ctx.bus.publish(tableChannel(tableId), { tableId });
  return { ok: true };
}
