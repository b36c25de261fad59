import { sendTableMessage } from "../../../chat/table-chat";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ChatMessageView } from "../../../views/chat";
import type { SendMessageInput } from "./send.schema";

/** A player of the table says something; the other players' open pages get it on the table's stream. */
export function sendMessageHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, SendMessageInput>): Promise<ChatMessageView> {
  return sendTableMessage(ctx, ctx.session.user.id, input.tableId, input.text);
}
