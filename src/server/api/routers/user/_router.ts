import { createTRPCRouter, protectedProcedure, publicProcedure } from "../../trpc";
import { changeEmailHandler } from "./change-email.handler";
import { changeEmailInput } from "./change-email.schema";
import { changePasswordHandler } from "./change-password.handler";
import { changePasswordInput } from "./change-password.schema";
import { userLeaderboardHandler } from "./leaderboard.handler";
import { userLeaderboardInput } from "./leaderboard.schema";
import { localeHandler, setLocaleHandler } from "./locale.handler";
import { setLocaleInput } from "./locale.schema";
import { meHandler } from "./me.handler";
import { userPlayerHandler } from "./player.handler";
import { userPlayerInput } from "./player.schema";
import { userSearchHandler } from "./search.handler";
import { userSearchInput } from "./search.schema";
import { userStatsHandler } from "./stats.handler";
import { userStatsInput } from "./stats.schema";
import { updateProfileHandler } from "./update-profile.handler";
import { updateProfileInput } from "./update-profile.schema";

export const userRouter = createTRPCRouter({
  me: protectedProcedure.query(meHandler),
  updateProfile: protectedProcedure.input(updateProfileInput).mutation(updateProfileHandler),
  changeEmail: protectedProcedure.input(changeEmailInput).mutation(changeEmailHandler),
  changePassword: protectedProcedure.input(changePasswordInput).mutation(changePasswordHandler),
  locale: publicProcedure.query(localeHandler),
  setLocale: protectedProcedure.input(setLocaleInput).mutation(setLocaleHandler),
  stats: publicProcedure.input(userStatsInput).query(userStatsHandler),
  player: publicProcedure.input(userPlayerInput).query(userPlayerHandler),
  leaderboard: publicProcedure.input(userLeaderboardInput).query(userLeaderboardHandler),
  search: publicProcedure.input(userSearchInput).query(userSearchHandler),
});
