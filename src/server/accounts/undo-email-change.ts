// "It was not me": the notice to a confirmed address an account left carries a link, signed over the account and the
// moment of the move (mail/signed-links.ts undoLink), that gives the account that address back. Opening it only asks
// (mail scanners open links); confirming restores the address as confirmed, ends every session (whoever moved it knew
// the password) and so leaves the new address's confirmation link dead, since that link is signed over the new
// address. The link works for that move only, for UNDO_LINK_DAYS: once used, after another move, or when another
// account has taken the address since, it is refused and nothing changes (the database settles it:
// repositories/users.ts undoEmailMove).
import type { Db } from "../db/client";
import { maskAddress } from "../mail/address-changed";
import { checkLink } from "../mail/signed-links";
import { UNDO_LINK_MS } from "../mail/undo-link-days";
import { findEmailMove, undoEmailMove } from "../repositories/users";

export interface UndoLink {
  userId: string;
  /** The moment of the move, in milliseconds (the link's `c`). */
  changedAt: number;
  token: string;
}

/** Why a link does nothing: changed or cut short, too old, used or followed by another move, address taken since. */
export type UndoRefusal = "badLink" | "expired" | "movedSince" | "taken";

export type UndoCheck =
  { ok: true; answer: "ask"; oldEmail: string; newAddress: string } | { ok: false; answer: UndoRefusal };

export type UndoAnswer = { ok: true; answer: "undone"; email: string } | { ok: false; answer: UndoRefusal };

/** The refusals the link itself decides, before the account is looked at. */
function linkProblem(secret: string | undefined, link: UndoLink, now: Date): UndoRefusal | null {
  if (!secret || !checkLink(secret, "undo", [link.userId, String(link.changedAt)], link.token)) return "badLink";
  return link.changedAt + UNDO_LINK_MS <= now.getTime() ? "expired" : null;
}

/** What the page shows on opening the link: the question, or why the link does nothing. Changes nothing. */
export async function checkUndoLink(db: Db, secret: string | undefined, link: UndoLink, now: Date): Promise<UndoCheck> {
  const problem = linkProblem(secret, link, now);
  if (problem) return { ok: false, answer: problem };
  const move = await findEmailMove(db, link.userId);
  if (!move || move.status !== "ACTIVE") return { ok: false, answer: "badLink" };
  if (!move.emailBefore || move.emailChangedAt?.getTime() !== link.changedAt)
    return { ok: false, answer: "movedSince" };
  return { ok: true, answer: "ask", oldEmail: move.emailBefore, newAddress: maskAddress(move.email) };
}

/** Gives the account its old address back, confirmed, and signs it out everywhere; a refusal changes nothing. */
export async function undoEmailChange(
  db: Db,
  secret: string | undefined,
  link: UndoLink,
  now: Date,
): Promise<UndoAnswer> {
  const problem = linkProblem(secret, link, now);
  if (problem) return { ok: false, answer: problem };
  const r = await undoEmailMove(db, link.userId, new Date(link.changedAt), now);
  if (r.ok) return { ok: true, answer: "undone", email: r.email };
  return { ok: false, answer: r.reason === "email-taken" ? "taken" : "movedSince" };
}
