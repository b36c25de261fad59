import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { createTableHandler } from "./create.handler";
import { createTableInput } from "./create.schema";
import { declineInvitationHandler } from "./decline-invitation.handler";
import { declineInvitationInput } from "./decline-invitation.schema";
import { fillWithBotsHandler } from "./fill-with-bots.handler";
import { fillWithBotsInput } from "./fill-with-bots.schema";
import { getTableHandler } from "./get.handler";
import { getTableInput } from "./get.schema";
import { inviteHandler } from "./invite.handler";
import { inviteInput } from "./invite.schema";
import { joinTableHandler } from "./join.handler";
import { joinTableInput } from "./join.schema";
import { leaveTableHandler } from "./leave.handler";
import { leaveTableInput } from "./leave.schema";
import { lobbyHandler } from "./lobby.handler";
import { lobbyInput } from "./lobby.schema";
import { myGamesHandler } from "./my-games.handler";
import { rematchHandler } from "./rematch.handler";
import { rematchInput } from "./rematch.schema";
import { tableChangesHandler } from "./on-change.handler";
import { tableChangesInput } from "./on-change.schema";
import { withdrawInvitationHandler } from "./withdraw-invitation.handler";
import { withdrawInvitationInput } from "./withdraw-invitation.schema";

export const tableRouter = createTRPCRouter({
  create: protectedProcedure.input(createTableInput).mutation(createTableHandler),
  join: protectedProcedure.input(joinTableInput).mutation(joinTableHandler),
  leave: protectedProcedure.input(leaveTableInput).mutation(leaveTableHandler),
  fillWithBots: protectedProcedure.input(fillWithBotsInput).mutation(fillWithBotsHandler),
  invite: protectedProcedure.input(inviteInput).mutation(inviteHandler),
  declineInvitation: protectedProcedure.input(declineInvitationInput).mutation(declineInvitationHandler),
  withdrawInvitation: protectedProcedure.input(withdrawInvitationInput).mutation(withdrawInvitationHandler),
  rematch: protectedProcedure.input(rematchInput).mutation(rematchHandler),
  get: publicProcedure.input(getTableInput).query(getTableHandler),
  lobby: publicProcedure.input(lobbyInput).query(lobbyHandler),
  myGames: protectedProcedure.query(myGamesHandler),
  onChange: publicProcedure.input(tableChangesInput).subscription(tableChangesHandler),
});
