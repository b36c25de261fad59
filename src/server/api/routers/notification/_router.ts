import { createTRPCRouter, protectedProcedure } from "../../trpc";
import { notificationListHandler } from "./list.handler";
import { notificationListInput } from "./list.schema";
import { markReadHandler } from "./mark-read.handler";
import { markReadInput } from "./mark-read.schema";
import { unreadCountHandler } from "./unread-count.handler";

export const notificationRouter = createTRPCRouter({
  list: protectedProcedure.input(notificationListInput).query(notificationListHandler),
  unreadCount: protectedProcedure.query(unreadCountHandler),
  markRead: protectedProcedure.input(markReadInput).mutation(markReadHandler),
});
