import { DomainError } from "../../../errors";
import { followConfirmLink } from "../../../mail/confirmation";
import { linkSecret } from "../../../mail/config";
import type { EmailLinkView } from "../../../views/mail";
import type { TRPCContext } from "../../context";
import type { ConfirmInput } from "./confirm.schema";

/** The confirmation link of an email (no sign-in needed: the link is signed). */
export async function confirmHandler({
  ctx,
  input,
}: {
  ctx: TRPCContext;
  input: ConfirmInput;
}): Promise<EmailLinkView> {
  const answer = await followConfirmLink(ctx.db, linkSecret(), input, new Date());
  // A link that does not confirm is refused like any bad input: a clear message, nothing changed.
  if (!answer.ok || answer.email === undefined) throw new DomainError("BAD_REQUEST", "emailLinkBad");
  return { ok: true, answer: answer.answer === "confirmed" ? "confirmed" : "alreadyConfirmed", email: answer.email };
}
