// Tables: create (engine-validated options and team layout), join (a seat per the layout; the last seat starts the
// game), leave (before the start; the last one out cancels the table), and the table, lobby and "my games" views.
import { randomBytes } from "node:crypto";
import { defaultOptions, describeOptions, parseOptionValues } from "~/engine/core/options";
import type { AnyRuleset, GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { gameEndText } from "~/lib/game-end/game-end";
import { LENGTH_OPTIONS, changedRules } from "~/lib/house-rules/describe";
import { optionInForce } from "~/lib/house-rules/engine-check";
import { DomainError } from "../errors";
import { resolvePresetForTable } from "../house-rules/preset-service";
import type {
  LobbyPage,
  MyGameSummary,
  MyGamesView,
  TableSummary,
  TableView,
  TeamsChoice,
  TimeControl,
} from "../api/views/table";
import { ratingDelta, shownRating } from "../ratings/rate-game";
import { wasPlayed } from "../ratings/rate-finished-game";
import { gameEnding, ratingChangesOfGame, ratingsOfUsers } from "../repositories/ratings";
import { listGamesOfUser } from "../repositories/games";
import {
  findTable,
  insertTableWithCreator,
  listLobbyTables,
  listOpenTablesOfUser,
  withLockedTable,
  type LockedTableOps,
  type TableRecord,
} from "../repositories/tables";
import { countKeptSeats, invitationWithdrawn } from "../repositories/table-invitations";
import { botMoveJobs } from "../bots/bot-jobs";
import { tableChannel } from "../realtime/bus";
import type { AfterMoveFacts } from "./after-move";
import { afterCommit } from "./commit-move";
import type { LoadedGame } from "./loaded-game";
import { loadGame } from "./game-state";
import { rememberState } from "./state-cache";
import { AFTER_MOVE_BACKSTOP_MS, AFTER_MOVE_JOB, DEADLINE_JOB, afterMoveJobKey, deadlineJobKey } from "./job-kinds";
import type { PlayContext } from "./play-context";
import { rematchOfView, rematchPlayers, rematchSeatFor, rematchStateFor } from "./rematch-state";
import { prepareStart } from "./start-game";
import {
  INVITATION_WITHDRAWN,
  SEATS_KEPT_FOR_INVITED,
  addInvitationsToView,
  invitationsOf,
  seatsKeptFromUser,
  waitingOf,
} from "./table-invitations";
import { teamLayoutFor, teamOfSeat, teamsChoiceOf } from "./team-layout";
import { speedOf, storedTimeControl } from "./time-control";

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

function rulesetOf(game: string): AnyRuleset {
  const ruleset = getRuleset(game);
  if (!ruleset) throw new DomainError("BAD_REQUEST", `There is no game called "${game}".`, { field: "game" });
  return ruleset;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function createTable(
  ctx: PlayContext,
  userId: string,
  input: CreateTableInput,
): Promise<{ tableId: string; inviteCode: string | null }> {
  const ruleset = rulesetOf(input.game);
  const players = input.playerCount;
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers) {
    const range =
      ruleset.minPlayers === ruleset.maxPlayers
        ? `${ruleset.minPlayers}`
        : `${ruleset.minPlayers} to ${ruleset.maxPlayers}`;
    throw new DomainError("BAD_REQUEST", `${ruleset.title} is for ${range} players.`, { field: "playerCount" });
  }
  const layout = teamLayoutFor(ruleset, players, input.teams);
  if (!layout.ok) throw new DomainError("BAD_REQUEST", layout.message, { field: "teams" });
  // The preset's version is pinned; the creator's own option values go on top of its values.
  const pinned = await resolvePresetForTable(ctx.db, { game: ruleset.game, presetId: input.presetId });
  const options = parseOptionValues(ruleset.optionSpecs, { ...pinned.options, ...input.options }, ruleset.game);
  if (!options.ok) {
    const name = /option "([^"]+)"/.exec(options.error.message)?.[1];
    throw new DomainError("BAD_REQUEST", capitalized(options.error.message) + ".", {
      field: name ? `options.${name}` : "options",
    });
  }
  const setup = ruleset.validateSetup({ players, teams: layout.layout, options: options.value });
  if (!setup.ok) throw new DomainError("BAD_REQUEST", capitalized(setup.error.message) + ".", { field: "options" });
  // Judge is played in real time: no move clock, so nobody times out either.
  const timeControl = ruleset.game === "judge" ? null : input.timeControl;
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
      speed: speedOf(ruleset.game, timeControl),
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
    if (team !== undefined) throw new DomainError("BAD_REQUEST", "This table has no teams.", { field: "team" });
    return { seat: free[0]!, team: null };
  }
  if (team !== undefined && (team < 0 || team >= layout.length))
    throw new DomainError("BAD_REQUEST", `Choose a team from 1 to ${layout.length}.`, { field: "team" });
  const freeOf = (t: number) => layout[t]!.filter((s) => free.includes(s));
  const chosen = team ?? layout.map((_, t) => t).sort((a, b) => freeOf(b).length - freeOf(a).length || a - b)[0]!;
  const seats = freeOf(chosen);
  if (seats.length === 0) throw new DomainError("CONFLICT", "That team is full: pick another one.", { field: "team" });
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
    if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
    if (table.seats.some((s) => s.userId === userId))
      throw new DomainError("CONFLICT", "You already sit at this table.");
    if (table.status === "PLAYING") throw new DomainError("CONFLICT", "This table has already started.");
    if (table.status !== "OPEN") throw new DomainError("CONFLICT", "This table is closed.");
    // A private rematch's old players need no invite code: their seat is kept (rematchSeatFor lets nobody else sit).
    if (table.visibility === "PRIVATE" && !rematch) {
      // An invitee whose invitation was withdrawn still has the link they were sent: it no longer lets them in.
      if (await ops.invitationWithdrawn(userId)) throw new DomainError("FORBIDDEN", INVITATION_WITHDRAWN);
      if (input.inviteCode !== table.inviteCode)
        throw new DomainError("FORBIDDEN", "This table is private: you need its invite link to join.", {
          field: "inviteCode",
        });
    }
    if (table.seats.length >= table.playerCount) throw new DomainError("CONFLICT", "This table is full.");
    // A seat promised to an invited player not seated yet is theirs (read in the lock, where invitations are stored
    // and bots sit): someone else takes only an unpromised one. A rematch's seats are its old players' already.
    if (!rematch && seatsKeptFromUser(table, waitingOf(table, await ops.openInvitations()), userId))
      throw new DomainError("CONFLICT", SEATS_KEPT_FOR_INVITED);
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
  await ops.enqueue([
    ...(start.row.deadlineAt
      ? [
          {
            kind: DEADLINE_JOB,
            payload: { gameId, seq: 0 },
            runAt: start.row.deadlineAt,
            key: deadlineJobKey(gameId, 0),
          },
        ]
      : []),
    ...(start.row.status === "ACTIVE" ? botMoveJobs(ruleset.game, full.seats, start.row.toAct, gameId, 0, now) : []),
    {
      kind: AFTER_MOVE_JOB,
      payload: { ...facts },
      runAt: new Date(now.getTime() + AFTER_MOVE_BACKSTOP_MS),
      key: afterMoveJobKey(gameId, 0),
    },
  ]);
  return { gameId, state: start.state, facts };
}

/** After the start's commit: the state cached, "game G is at seq 0" published, the bookkeeping done. */
export async function afterStart(ctx: PlayContext, started: StartedGame, now: Date): Promise<void> {
  rememberState(started.gameId, 0, started.state, null);
  await afterCommit(ctx, started.facts, afterMoveJobKey(started.gameId, 0), now);
}

export async function leaveTable(ctx: PlayContext, userId: string, tableId: string): Promise<{ ok: true }> {
  await withLockedTable(ctx.db, tableId, async (table, ops) => {
    if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
    if (!table.seats.some((s) => s.userId === userId))
      throw new DomainError("BAD_REQUEST", "You do not sit at this table.");
    if (table.status !== "OPEN")
      throw new DomainError("CONFLICT", "The game has started: you can no longer leave this table.");
    await ops.removeSeat(userId);
    if (table.seats.length === 1) await ops.setStatus("CANCELLED");
  });
  await ctx.bus.publish(tableChannel(tableId), { tableId });
  return { ok: true };
}

export function toTableView(table: TableRecord, userId: string | null): TableView {
  const ruleset = rulesetOf(table.game);
  const mine = userId === null ? undefined : table.seats.find((s) => s.userId === userId);
  const status = table.status;
  return {
    id: table.id,
    game: ruleset.game,
    gameTitle: ruleset.title,
    playerCount: table.playerCount,
    teams: teamsChoiceOf(table.teams),
    teamLayout: table.teams,
    options: describeOptions(ruleset.optionSpecs, table.options).filter((_, i) =>
      optionInForce(ruleset.optionSpecs[i]!, { ...defaultOptions(ruleset.optionSpecs), ...table.options }),
    ),
    ends: gameEndText(ruleset.game, table.options),
    preset: table.preset
      ? {
          id: table.preset.id,
          slug: table.preset.slug,
          title: table.preset.title,
          version: table.preset.version,
          customized: ruleset.optionSpecs.some(
            (o) => (table.options[o.name] ?? o.default) !== (table.preset!.options[o.name] ?? o.default),
          ),
        }
      : null,
    timeControl: storedTimeControl(table.timeControl),
    timeoutsBeforeForfeit: table.timeoutsBeforeForfeit,
    visibility: table.visibility,
    inviteCode: mine ? table.inviteCode : null,
    status,
    seats: Array.from({ length: table.playerCount }, (_, seat) => {
      const s = table.seats.find((x) => x.seat === seat);
      return {
        seat,
        team: teamOfSeat(table.teams, seat),
        user: s ? { id: s.userId, displayName: s.displayName, bot: s.botLevel } : null,
      };
    }),
    creatorId: table.creatorId,
    gameId: table.gameId,
    mySeat: mine?.seat ?? null,
    canJoin: userId !== null && !mine && status === "OPEN" && table.seats.length < table.playerCount,
    canLeave: !!mine && status === "OPEN",
    createdAt: table.createdAt,
  };
}

/**
 * A table as `userId` sees it. A private table is shown to its players, to whoever has its invite code, to the
 * players invited to it, and (a rematch) to the players of the game it replays.
 */
export async function getTableView(
  ctx: PlayContext,
  userId: string | null,
  tableId: string,
  inviteCode?: string,
): Promise<TableView> {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "There is no such table.");
  const seated = userId !== null && table.seats.some((s) => s.userId === userId);
  const players = await rematchPlayers(ctx.db, table);
  const oldPlayer = userId !== null && !!players?.seats.some((s) => s.userId === userId && s.botLevel === null);
  const invitations = await invitationsOf(ctx, table);
  const invited = userId !== null && invitations.some((i) => i.inviteeId === userId);
  if (table.visibility === "PRIVATE" && !seated && !oldPlayer && !invited) {
    // As in joinTable: the link a withdrawn invitee was sent no longer opens the table to them.
    if (userId !== null && (await invitationWithdrawn(ctx.db, table.id, userId)))
      throw new DomainError("FORBIDDEN", INVITATION_WITHDRAWN);
    if (inviteCode !== table.inviteCode)
      throw new DomainError("FORBIDDEN", "This table is private: you need its invite link.");
  }
  const view = toTableView(table, userId);
  addInvitationsToView(view, invitations, userId, table.inviteCode);
  // Every free seat promised to an invited player: no "Take a seat" for anyone else, and the page says why.
  if (view.canJoin && !players && seatsKeptFromUser(table, invitations, userId!)) {
    view.canJoin = false;
    view.seatsKeptForInvited = true;
  }
  if (table.status === "OPEN") await addSeatRatings(ctx, view);
  if (table.status === "FINISHED" && view.gameId) await addRatingChanges(ctx, view, view.gameId, userId);
  if (seated && table.status === "FINISHED") view.rematch = await rematchStateFor(ctx.db, table, userId);
  if (players) {
    view.rematchOf = rematchOfView(table, players, userId);
    view.canJoin &&= view.rematchOf.yours;
  }
  return view;
}

/** The waiting room shows each seated player's rating in the table's game beside their name. */
async function addSeatRatings(ctx: PlayContext, view: TableView): Promise<void> {
  const ids = view.seats.flatMap((s) => (s.user && s.user.bot === null ? [s.user.id] : []));
  const ratings = await ratingsOfUsers(ctx.db, ids, new Date());
  for (const s of view.seats) {
    const r = s.user ? ratings.get(`${s.user.id}:${view.game}`) : undefined;
    if (s.user && r) s.user.rating = shownRating(r);
  }
}

/**
 * How long after a game's end its ratings may still be on their way: the after-move bookkeeping rates it just after
 * the final move (its backstop job within a minute); past this a game of people without changes is not rated (it
 * finished before ratings existed, or its rating failed), and the final dialog stops saying "Rating…".
 */
export const RATING_PENDING_MS = 2 * 60 * 1000;

/**
 * A finished rated game: each player's new rating and its change (the final dialog); nothing for an unrated game,
 * and `ratingPending` for a game of people that finished moments ago and is not rated yet.
 */
async function addRatingChanges(
  ctx: PlayContext,
  view: TableView,
  gameId: string,
  userId: string | null,
): Promise<void> {
  const changes = await ratingChangesOfGame(ctx.db, gameId);
  if (changes.size === 0) {
    const people = view.seats.length >= 2 && view.seats.every((s) => s.user !== null && s.user.bot === null);
    const ending = people ? await gameEnding(ctx.db, gameId) : null;
    if (ending?.finishedAt && wasPlayed(ending) && Date.now() - ending.finishedAt.getTime() < RATING_PENDING_MS)
      view.ratingPending = true;
    return;
  }
  view.ratingChanges = view.seats.flatMap((s) => {
    const c = s.user ? changes.get(s.user.id) : undefined;
    return s.user && c
      ? [
          {
            seat: s.seat,
            userId: s.user.id,
            displayName: s.user.displayName,
            you: s.user.id === userId,
            rating: Math.round(c.after),
            change: ratingDelta(c)!,
          },
        ]
      : [];
  });
}

export function toTableSummary(table: TableRecord, seatsKept: number): TableSummary {
  const ruleset = rulesetOf(table.game);
  return {
    id: table.id,
    game: ruleset.game,
    gameTitle: ruleset.title,
    playerCount: table.playerCount,
    seatsTaken: table.seats.length,
    seatsKept,
    teams: teamsChoiceOf(table.teams),
    timeControl: storedTimeControl(table.timeControl),
    ends: gameEndText(ruleset.game, table.options),
    creator: { id: table.creatorId, displayName: table.creatorName },
    createdAt: table.createdAt,
    houseRules: {
      preset: table.preset?.title ?? null,
      changes: changedRules(table.game, table.options, table.preset?.options ?? {}, LENGTH_OPTIONS),
    },
  };
}

/** Open public tables for `viewerId` (null: signed out): each with the seats kept for players invited to it. */
export async function lobby(
  ctx: PlayContext,
  filter: { game?: GameName; playerCount?: number; speed?: "fast" | "daily" | "any"; cursor?: string | null },
  viewerId: string | null = null,
): Promise<LobbyPage> {
  const speed = filter.speed === "fast" ? "FAST" : filter.speed === "daily" ? "DAILY" : undefined;
  const page = await listLobbyTables(
    ctx.db,
    { game: filter.game, playerCount: filter.playerCount, speed },
    filter.cursor ?? null,
    20,
  );
  const kept = await countKeptSeats(ctx.db, page.tables, viewerId);
  return { tables: page.tables.map((t) => toTableSummary(t, kept.get(t.id) ?? 0)), nextCursor: page.nextCursor };
}

/** "Round 3 of 12", "Hand 2 of 5", "Live match". */
export function roundLabel(game: Pick<LoadedGame, "ruleset" | "state" | "status">): string {
  if (game.status !== "ACTIVE") return game.status === "FINISHED" ? "Finished" : "Abandoned";
  const v = game.ruleset.playerView(game.state, null) as Record<string, unknown>;
  const of = (n: number, total: unknown) =>
    typeof total === "number" ? `${Math.min(n, total)} of ${total}` : String(n);
  switch (game.ruleset.game) {
    case "sakura":
    case "mushi":
      return `Round ${of((v.roundsPlayed as number) + 1, v.roundsTotal)}`;
    case "sfj":
      return `Round ${of(Math.max(1, v.roundNumber as number), v.roundsTotal)}`;
    case "sutda":
      return `Hand ${of(v.hand as number, v.handsTotal)}`;
    default:
      return "Live match";
  }
}

export async function myGames(ctx: PlayContext, userId: string): Promise<MyGamesView> {
  const games = await listGamesOfUser(ctx.db, userId, 10);
  const out: (MyGameSummary & { createdAt: Date; finishedAt: Date | null })[] = [];
  for (const g of games) {
    const me = g.seats.find((s) => s.userId === userId);
    const ruleset = getRuleset(g.game);
    if (!me || !ruleset) continue;
    const loaded = g.status === "ACTIVE" ? await loadGame(ctx.db, g.id) : null;
    // A team game's partners are not opponents: the seats of my team.
    const isPartner = (s: (typeof g.seats)[number]) => me.team !== null && s.team === me.team;
    const left = g.status === "ACTIVE" && me.forfeited ? (me.resigned ? "resigned" : "forfeited") : null;
    const personToAct = g.toAct.some((seat) => g.seats.find((s) => s.seat === seat)?.botLevel === null);
    out.push({
      gameId: g.id,
      tableId: g.tableId,
      game: ruleset.game,
      gameTitle: ruleset.title,
      opponents: g.seats
        .filter((s) => s.userId !== userId && !isPartner(s))
        .map((s) => ({ id: s.userId, displayName: s.displayName })),
      partners: g.seats
        .filter((s) => s.userId !== userId && isPartner(s))
        .map((s) => ({ id: s.userId, displayName: s.displayName })),
      myTurn: g.status === "ACTIVE" && !me.forfeited && g.toAct.includes(me.seat),
      deadlineAt: g.status === "ACTIVE" && !left && personToAct ? g.deadlineAt : null,
      status: g.status,
      left,
      roundLabel: loaded ? roundLabel(loaded) : roundLabel({ ruleset, state: null, status: g.status }),
      tournament: g.tournament,
      createdAt: g.createdAt,
      finishedAt: g.finishedAt,
    });
  }
  // A game I left is over for me: among the finished ones.
  const rank = (x: (typeof out)[number]) => (x.status === "ACTIVE" && !x.left ? (x.myTurn ? 0 : 1) : 2);
  out.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) < 2
        ? (a.deadlineAt?.getTime() ?? Infinity) - (b.deadlineAt?.getTime() ?? Infinity) ||
          b.createdAt.getTime() - a.createdAt.getTime()
        : (b.finishedAt?.getTime() ?? 0) - (a.finishedAt?.getTime() ?? 0)),
  );
  const waiting = await listOpenTablesOfUser(ctx.db, userId);
  const kept = await countKeptSeats(ctx.db, waiting, userId);
  return {
    games: out.map(({ createdAt: _c, finishedAt: _f, ...g }) => g),
    waiting: waiting.map((t) => toTableSummary(t, kept.get(t.id) ?? 0)),
  };
}
