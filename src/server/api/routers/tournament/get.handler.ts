import { DomainError } from "../../../errors";
import { loadTournamentSnapshot } from "../../../repositories/tournament-snapshot";
import { tournamentView } from "../../../tournaments/view";
import { requestLocale } from "../../request-locale";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { TournamentView } from "../../../views/tournament";
import type { TournamentIdInput } from "./ids.schema";

/** The whole event as anyone sees it (tournaments are public), with what the caller may do. */
export async function getTournamentView(ctx: TRPCContext, tournamentId: string): Promise<TournamentView> {
  const snap = await loadTournamentSnapshot(ctx.db, tournamentId);
  if (!snap) throw new DomainError("NOT_FOUND", "noSuchTournament");
  return tournamentView(snap, ctx.session?.user ?? null, new Date(), await requestLocale(ctx));
}

export function getTournamentHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, TournamentIdInput>): Promise<TournamentView> {
  return getTournamentView(ctx, input.tournamentId);
}

/** Standings with tie-breaks only (live: tables of the round in play count as they finish). */
export async function standingsHandler({ ctx, input }: HandlerArgs<TRPCContext, TournamentIdInput>) {
  const v = await getTournamentView(ctx, input.tournamentId);
  return {
    status: v.status,
    currentRound: v.currentRound,
    totalRounds: v.totalRounds,
    standings: v.standings,
    winner: v.winner,
  };
}
