import type { Session } from "../../../auth/session";
import { answerInvite, register, registerTeam, withdraw } from "../../../tournaments/registration";
import type { TRPCContext } from "../../context";
import type { TournamentIdInput } from "./ids.schema";
import type { AnswerInviteInput, RegisterTeamInput } from "./register-team.schema";

type Ctx = TRPCContext & { session: Session };

export function registerHandler({ ctx, input }: { ctx: Ctx; input: TournamentIdInput }) {
  return register(ctx, ctx.session.user.id, input.tournamentId);
}

export async function withdrawHandler({ ctx, input }: { ctx: Ctx; input: TournamentIdInput }) {
  await withdraw(ctx, ctx.session.user.id, input.tournamentId);
  return { ok: true as const };
}

export function registerTeamHandler({ ctx, input }: { ctx: Ctx; input: RegisterTeamInput }) {
  return registerTeam(ctx, ctx.session.user, input);
}

export async function answerInviteHandler({ ctx, input }: { ctx: Ctx; input: AnswerInviteInput }) {
  await answerInvite(ctx, ctx.session.user.id, input);
  return { ok: true as const };
}
