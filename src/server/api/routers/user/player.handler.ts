import type { GameName } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { DomainError } from "../../../errors";
import { isProvisional } from "../../../ratings/rate-game";
import { ratingsOfUser } from "../../../repositories/ratings";
import { findPublicPlayer, tournamentsEnteredBy } from "../../../repositories/users";
import type { PlayerPageView } from "../../../views/player";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { UserPlayerInput } from "./player.schema";

/**
 * A player's public page: name, member since, bot level, ratings per game, the events they entered. Public, like the names it is
 * linked from; a suspended account's page reads like any other (the suspension is the admins' business).
 */
export async function userPlayerHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, UserPlayerInput>): Promise<PlayerPageView> {
  const player = await findPublicPlayer(ctx.db, input.userId);
  if (!player) throw new DomainError("NOT_FOUND", "noSuchPlayer");
  const tournaments = player.botLevel ? [] : await tournamentsEnteredBy(ctx.db, player.id, 20);
  const ratings = player.botLevel ? [] : await ratingsOfUser(ctx.db, player.id, new Date());
  return {
    id: player.id,
    displayName: player.displayName,
    memberSince: player.createdAt,
    botLevel: player.botLevel,
    isYou: ctx.session?.user.id === player.id,
    // Not the account's status: the page would betray a suspension. A challenge to a suspended account is refused
    // then, in the same neutral words as any invitation the invitee cannot take (games/table-invitations.ts).
    canChallenge: !!ctx.session && ctx.session.user.id !== player.id && player.botLevel === null,
    ratings: ratings.map((r) => ({
      game: r.game as GameName,
      gameTitle: getRuleset(r.game)?.title ?? r.game,
      rating: Math.round(r.rating),
      deviation: Math.round(r.deviation),
      provisional: isProvisional(r.deviation),
      games: r.games,
    })),
    tournaments: tournaments.map((t) => ({
      ...t,
      game: t.game as GameName,
      gameTitle: getRuleset(t.game)?.title ?? t.game,
    })),
  };
}
