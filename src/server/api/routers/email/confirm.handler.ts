import { followConfirmLink } from "../../../mail/confirmation";
import { linkSecret } from "../../../mail/config";
import type { EmailLinkView } from "../../../views/mail";
import type { TRPCContext } from "../../context";
import type { ConfirmInput } from "./confirm.schema";

/** The confirmation link of an email (no sign-in needed: the link is signed). */
export function confirmHandler({ ctx, input }: { ctx: TRPCContext; input: ConfirmInput }): Promise<EmailLinkView> {
  return followConfirmLink(ctx.db, linkSecret(), input, new Date());
}
