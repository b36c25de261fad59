import { checkUndoLink, undoEmailChange, type UndoRefusal } from "../../../accounts/undo-email-change";
import { DomainError, type ErrorKey } from "../../../errors";
import { linkSecret } from "../../../mail/config";
import { UNDO_LINK_DAYS } from "../../../mail/undo-link-days";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { UndoLinkInput } from "./undo-change.schema";

const REFUSALS: Record<UndoRefusal, { code: "BAD_REQUEST" | "CONFLICT"; key: ErrorKey }> = {
  badLink: { code: "BAD_REQUEST", key: "undoLinkBad" },
  expired: { code: "BAD_REQUEST", key: "undoLinkExpired" },
  spent: { code: "BAD_REQUEST", key: "undoLinkUsed" },
  taken: { code: "CONFLICT", key: "undoAddressTaken" },
};

/** A link that does nothing is refused like any bad input: words in the reader's language, nothing changed. */
function refuse(answer: UndoRefusal): never {
  const { code, key } = REFUSALS[answer];
  throw new DomainError(code, answer === "expired" ? { key, params: { days: UNDO_LINK_DAYS } } : key);
}

/** Opening the link: what it would give back (the page asks before it acts). Changes nothing. */
export async function checkUndoHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, UndoLinkInput>): Promise<{ ok: true; oldEmail: string; newAddress: string }> {
  const r = await checkUndoLink(ctx.db, linkSecret(), input, new Date());
  if (!r.ok) refuse(r.answer);
  return { ok: true, oldEmail: r.oldEmail, newAddress: r.newAddress };
}

/** Confirming: the old address back, confirmed, every session ended. */
export async function undoChangeHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, UndoLinkInput>): Promise<{ ok: true; email: string }> {
  const r = await undoEmailChange(ctx.db, linkSecret(), input, new Date());
  if (!r.ok) refuse(r.answer);
  return { ok: true, email: r.email };
}
