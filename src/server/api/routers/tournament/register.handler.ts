import { answerInvite, register, registerTeam, withdraw } from "../../../tournaments/registration";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { TournamentIdInput } from "./ids.schema";
import type { AnswerInviteInput, RegisterTeamInput } from "./register-team.schema";

export function registerHandler({ ctx, input }: HandlerArgs<SignedInContext, TournamentIdInput>) {
  return register(ctx, ctx.session.user.id, input.tournamentId);
}

export async function withdrawHandler({ ctx, input }: HandlerArgs<SignedInContext, TournamentIdInput>) {
  await withdraw(ctx, ctx.session.user.id, input.tournamentId);
  return { ok: true as const };
}

export function registerTeamHandler({ ctx, input }: HandlerArgs<SignedInContext, RegisterTeamInput>) {
  return registerTeam(ctx, ctx.session.user, input);
}

export async function answerInviteHandler({ ctx, input }: HandlerArgs<SignedInContext, AnswerInviteInput>) {
  await answerInvite(ctx, ctx.session.user.id, input);
  return { ok: true as const };
}
