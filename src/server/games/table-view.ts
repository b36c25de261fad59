// A table as one user sees it: seats, house rules and clock, the invitations and seats kept for them, the waiting
// room's ratings, a finished game's rating changes and its rematch.
import { defaultOptions, describeOptions } from "~/engine/core/options";
import { optionInForce } from "~/lib/house-rules/engine-check";
import { DomainError } from "../errors";
import { ratingDelta, shownRating } from "../ratings/rate-game";
import { wasPlayed } from "../ratings/rate-finished-game";
import { gameEnding, ratingChangesOfGame, ratingsOfUsers } from "../repositories/ratings";
import { invitationWithdrawn } from "../repositories/table-invitations";
import { findTable, type TableRecord } from "../repositories/tables";
import type { TableView } from "../views/table";
import type { PlayContext } from "./play-context";
import { rematchOfView, rematchPlayers, rematchStateFor } from "./rematch-state";
import { rulesetOf } from "./ruleset-of";
import { addInvitationsToView, invitationsOf, seatsKeptFromUser } from "./table-invitations";
import { teamOfSeat, teamsChoiceOf } from "./team-layout";
import { storedTimeControl } from "./time-control";
import { builtInWordKeys } from "../house-rules/built-in-presets";

/** Whether the table's creator changed some of the rules of the preset it pinned. */
export function presetChanged(table: TableRecord): boolean {
  const preset = table.preset;
  return (
    preset !== null &&
    rulesetOf(table.game).optionSpecs.some(
      (o) => (table.options[o.name] ?? o.default) !== (preset.options[o.name] ?? o.default),
    )
  );
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
    end: ruleset.matchEnd({ ...defaultOptions(ruleset.optionSpecs), ...table.options }),
    preset: table.preset
      ? {
          id: table.preset.id,
          slug: table.preset.slug,
          title: table.preset.title,
          titleKey: builtInWordKeys({ game: table.game, ...table.preset }).titleKey,
          version: table.preset.version,
          customized: presetChanged(table),
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
 * The table `userId` may see, with what deciding it read: a private table is seen by its players, by whoever has its
 * invite code, by the players invited to it, and (a rematch) by the players of the game it replays.
 */
export async function tableSeenBy(ctx: PlayContext, userId: string | null, tableId: string, inviteCode?: string) {
  const table = await findTable(ctx.db, tableId);
  if (!table) throw new DomainError("NOT_FOUND", "noSuchTable");
  const seated = userId !== null && table.seats.some((s) => s.userId === userId);
  const players = await rematchPlayers(ctx.db, table);
  const oldPlayer = userId !== null && !!players?.seats.some((s) => s.userId === userId && s.botLevel === null);
  const invitations = await invitationsOf(ctx, table);
  const invited = userId !== null && invitations.some((i) => i.inviteeId === userId);
  if (table.visibility === "PRIVATE" && !seated && !oldPlayer && !invited) {
    // As in joinTable: the link a withdrawn invitee was sent no longer opens the table to them.
    if (userId !== null && (await invitationWithdrawn(ctx.db, table.id, userId)))
      throw new DomainError("FORBIDDEN", "invitationWithdrawn");
    if (inviteCode !== table.inviteCode) throw new DomainError("FORBIDDEN", "tablePrivate");
  }
  return { table, seated, players, invitations };
}

/**
 * A table as `userId` sees it (who may see it: tableSeenBy). A private table is shown to its players, to whoever has its invite code, to the
 * players invited to it, and (a rematch) to the players of the game it replays.
 */
export async function getTableView(
  ctx: PlayContext,
  userId: string | null,
  tableId: string,
  inviteCode?: string,
): Promise<TableView> {
  const { table, seated, players, invitations } = await tableSeenBy(ctx, userId, tableId, inviteCode);
  const view = toTableView(table, userId);
  addInvitationsToView(view, invitations, userId, table.inviteCode);
  // Every free seat promised to an invited player: no "Take a seat" for anyone else, and the page says why.
  if (view.canJoin && !players && seatsKeptFromUser(table, invitations, userId!)) {
    view.canJoin = false;
    view.seatsKeptForInvited = true;
  }
  if (table.status === "OPEN") await addSeatRatings(ctx, view);
  if (table.status === "FINISHED" && view.gameId) await addRatingChanges(ctx, view, view.gameId, userId);
  if (seated && userId !== null && table.status === "FINISHED")
    view.rematch = await rematchStateFor(ctx.db, table, userId);
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
