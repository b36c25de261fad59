import { adminProcedure, createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { cancelTournamentHandler } from "./cancel.handler";
import { cancelTournamentInput } from "./cancel.schema";
import { createTournamentHandler } from "./create.handler";
import { createTournamentInput } from "../../../schemas/create-tournament.schema";
import { editTournamentHandler } from "./edit.handler";
import { editTournamentInput } from "./edit.schema";
import { featureHandler } from "./feature.handler";
import { featureInput } from "./feature.schema";
import { getTournamentHandler, standingsHandler } from "./get.handler";
import { joinWaitingListHandler } from "./join-waiting-list.handler";
import { leaveWaitingListHandler } from "./leave-waiting-list.handler";
import { waitingListInput } from "./waiting-list.schema";
import { tournamentIdInput } from "./ids.schema";
import { listTournamentsHandler } from "./list.handler";
import { ofTableHandler } from "./of-table.handler";
import { ofTableInput } from "./of-table.schema";
import { tournamentChangesHandler } from "./on-change.handler";
import { answerInviteHandler, registerHandler, registerTeamHandler, withdrawHandler } from "./register.handler";
import { answerInviteInput, registerTeamInput } from "./register-team.schema";
import { removeEntrantHandler } from "./remove-entrant.handler";
import { removeEntrantInput } from "./remove-entrant.schema";

export const tournamentRouter = createTRPCRouter({
  create: protectedProcedure.input(createTournamentInput).mutation(createTournamentHandler),
  list: publicProcedure.query(listTournamentsHandler),
  get: publicProcedure.input(tournamentIdInput).query(getTournamentHandler),
  standings: publicProcedure.input(tournamentIdInput).query(standingsHandler),
  register: protectedProcedure.input(tournamentIdInput).mutation(registerHandler),
  withdraw: protectedProcedure.input(tournamentIdInput).mutation(withdrawHandler),
  joinWaitingList: protectedProcedure.input(waitingListInput).mutation(joinWaitingListHandler),
  leaveWaitingList: protectedProcedure.input(waitingListInput).mutation(leaveWaitingListHandler),
  registerTeam: protectedProcedure.input(registerTeamInput).mutation(registerTeamHandler),
  answerInvite: protectedProcedure.input(answerInviteInput).mutation(answerInviteHandler),
  ofTable: publicProcedure.input(ofTableInput).query(ofTableHandler),
  cancel: protectedProcedure.input(cancelTournamentInput).mutation(cancelTournamentHandler),
  edit: protectedProcedure.input(editTournamentInput).mutation(editTournamentHandler),
  removeEntrant: protectedProcedure.input(removeEntrantInput).mutation(removeEntrantHandler),
  feature: adminProcedure.input(featureInput).mutation(featureHandler),
  onChange: publicProcedure.input(tournamentIdInput).subscription(tournamentChangesHandler),
});
