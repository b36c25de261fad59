// The whole API: one router per domain.
import { adminRouter } from "./routers/admin/_router";
import { authRouter } from "./routers/auth/_router";
import { chatRouter } from "./routers/chat/_router";
import { emailRouter } from "./routers/email/_router";
import { gameRouter } from "./routers/game/_router";
import { judgeRouter } from "./routers/judge/_router";
import { notificationRouter } from "./routers/notification/_router";
import { pushRouter } from "./routers/push/_router";
import { replayRouter } from "./routers/replay/_router";
import { rulesRouter } from "./routers/rules/_router";
import { systemRouter } from "./routers/system/_router";
import { tableRouter } from "./routers/table/_router";
import { tournamentRouter } from "./routers/tournament/_router";
import { userRouter } from "./routers/user/_router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  user: userRouter,
  admin: adminRouter,
  table: tableRouter,
  chat: chatRouter,
  tournament: tournamentRouter,
  game: gameRouter,
  judge: judgeRouter,
  notification: notificationRouter,
  email: emailRouter,
  push: pushRouter,
  replay: replayRouter,
  rules: rulesRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures directly (server components, tests): `createCaller(ctx).user.me()`. */
export const createCaller = createCallerFactory(appRouter);
