import { removeChatMessage } from "../../../chat/table-chat";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChatMessageView } from "../../../views/chat";
import type { RemoveMessageInput } from "./remove.schema";

/** An admin removes a message (audited); the players' pages then read "message removed by a moderator". */
export function removeMessageHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, RemoveMessageInput>): Promise<ChatMessageView> {
  return removeChatMessage(ctx, ctx.session.user.id, input.messageId);
}
