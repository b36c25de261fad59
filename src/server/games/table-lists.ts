// The lobby's open tables and a player's own games ("my games"): summaries, not whole tables.
import { defaultOptions } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { LENGTH_OPTIONS, changedRules } from "~/lib/house-rules/describe";
import { listGamesOfUser } from "../repositories/games";
import { countKeptSeats } from "../repositories/table-invitations";
import { listLobbyTables, listOpenTablesOfUser, type TableRecord } from "../repositories/tables";
import type { LobbyPage, MyGameSummary, MyGamesView, TableSummary } from "../views/table";
import { loadGame } from "./game-state";
import type { PlayContext } from "./play-context";
import { rulesetOf } from "./ruleset-of";
import { teamsChoiceOf } from "./team-layout";
import { storedTimeControl } from "./time-control";
import { builtInWordKeys } from "../house-rules/built-in-presets";

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
    end: ruleset.matchEnd({ ...defaultOptions(ruleset.optionSpecs), ...table.options }),
    creator: { id: table.creatorId, displayName: table.creatorName },
    createdAt: table.createdAt,
    houseRules: {
      preset: table.preset?.title ?? null,
      presetKey: table.preset ? builtInWordKeys({ game: table.game, ...table.preset }).titleKey : null,
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
    { cursor: filter.cursor ?? null, take: 20 },
  );
  const kept = await countKeptSeats(ctx.db, page.rows, viewerId);
  return { tables: page.rows.map((t) => toTableSummary(t, kept.get(t.id) ?? 0)), nextCursor: page.nextCursor };
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
        .map((s) => ({ id: s.userId, displayName: s.displayName, bot: s.botLevel })),
      partners: g.seats
        .filter((s) => s.userId !== userId && isPartner(s))
        .map((s) => ({ id: s.userId, displayName: s.displayName, bot: s.botLevel })),
      myTurn: g.status === "ACTIVE" && !me.forfeited && g.toAct.includes(me.seat),
      deadlineAt: g.status === "ACTIVE" && !left && personToAct ? g.deadlineAt : null,
      status: g.status,
      left,
      progress: loaded && loaded.status === "ACTIVE" ? loaded.ruleset.progress(loaded.state) : null,
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
