// "It was not me": the notice to a confirmed address an account left carries a link, signed over the account, that
// address and the moment of the move (mail/signed-links.ts undoLink), that gives the account that address back.
// Opening it only asks (mail scanners open links); confirming restores the address as confirmed, ends every session
// (whoever moved it knew the password) and so leaves the later addresses' confirmation links dead, since those are
// signed over their address. The link works for UNDO_LINK_DAYS, through later moves (A→B→C: A's link still gives A
// back, so moving twice does not defeat it), and once: using it spends it and every link sent after it, which are the
// ones whoever moved the address received, but not an older one (so a taker who undoes a later move of their own
// does not spend the owner's link). A spent link, or one for an address another account has taken since, is refused
// and nothing changes (the database settles it: repositories/users.ts undoEmailMove).
import type { Db } from "../db/client";
import { maskAddress } from "../mail/address-changed";
import { checkLink } from "../mail/signed-links";
import { UNDO_LINK_MS } from "../mail/undo-link-days";
import { findEmailUndoState, undoEmailMove } from "../repositories/users";

export interface UndoLink {
  userId: string;
  /** The address the link gives back (the link's `a`). */
  address: string;
  /** The moment of the move, when the link was sent, in milliseconds (the link's `c`). */
  changedAt: number;
  token: string;
}

/** Why a link does nothing: changed or cut short, too old, spent by an undo, address taken since. */
export type UndoRefusal = "badLink" | "expired" | "spent" | "taken";

export type UndoCheck =
  { ok: true; answer: "ask"; oldEmail: string; newAddress: string } | { ok: false; answer: UndoRefusal };

export type UndoAnswer = { ok: true; answer: "undone"; email: string } | { ok: false; answer: UndoRefusal };

/** The refusals the link itself decides, before the account is looked at. */
function linkProblem(secret: string | undefined, link: UndoLink, now: Date): UndoRefusal | null {
  const parts = [link.userId, link.address, String(link.changedAt)];
  if (!secret || !checkLink(secret, "undo", parts, link.token)) return "badLink";
  return link.changedAt + UNDO_LINK_MS <= now.getTime() ? "expired" : null;
}

/** What the page shows on opening the link: the question, or why the link does nothing. Changes nothing. */
export async function checkUndoLink(db: Db, secret: string | undefined, link: UndoLink, now: Date): Promise<UndoCheck> {
  const problem = linkProblem(secret, link, now);
  if (problem) return { ok: false, answer: problem };
  const state = await findEmailUndoState(db, link.userId, new Date(link.changedAt));
  if (!state || state.status !== "ACTIVE") return { ok: false, answer: "badLink" };
  if (state.spent) return { ok: false, answer: "spent" };
  return { ok: true, answer: "ask", oldEmail: link.address, newAddress: maskAddress(state.email) };
}

/** Gives the account the link's address back, confirmed, and signs it out everywhere; a refusal changes nothing. */
export async function undoEmailChange(
  db: Db,
  secret: string | undefined,
  link: UndoLink,
  now: Date,
): Promise<UndoAnswer> {
  const problem = linkProblem(secret, link, now);
  if (problem) return { ok: false, answer: problem };
  const issuedAt = new Date(link.changedAt);
  const keepSince = new Date(now.getTime() - UNDO_LINK_MS);
  const r = await undoEmailMove(db, link.userId, { email: link.address, issuedAt }, now, keepSince);
  if (r.ok) return { ok: true, answer: "undone", email: link.address };
  return { ok: false, answer: r.reason === "email-taken" ? "taken" : r.reason === "spent" ? "spent" : "badLink" };
}
