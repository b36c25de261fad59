import { listTableChat } from "../../../chat/table-chat";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChatMessageView } from "../../../views/chat";
import type { ListMessagesInput } from "./list.schema";

/** The table's latest 100 messages, oldest first, for its players (and an admin, to moderate). */
export function listMessagesHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, ListMessagesInput>): Promise<ChatMessageView[]> {
  return listTableChat(ctx, ctx.session.user, input.tableId);
}
