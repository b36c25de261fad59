// A table's chat between its players. The live feed is not a procedure of its own: the players' table stream
// (table.onChange) carries it, kind "chat".
import { adminProcedure, createTRPCRouter, protectedProcedure } from "../../trpc";
import { listMessagesHandler } from "./list.handler";
import { listMessagesInput } from "./list.schema";
import { removeMessageHandler } from "./remove.handler";
import { removeMessageInput } from "./remove.schema";
import { sendMessageHandler } from "./send.handler";
import { sendMessageInput } from "./send.schema";

export const chatRouter = createTRPCRouter({
  send: protectedProcedure.input(sendMessageInput).mutation(sendMessageHandler),
  list: protectedProcedure.input(listMessagesInput).query(listMessagesHandler),
  remove: adminProcedure.input(removeMessageInput).mutation(removeMessageHandler),
});
