// Links in emails that act without a sign-in (confirm the address, unsubscribe, reset the password, undo a change of
// address): what they do and for whom, signed with an HMAC of the auth secret. A changed or made-up link fails the check and changes nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkPurpose = "confirm" | "unsubscribe" | "reset" | "undo";

function mac(secret: string, purpose: LinkPurpose, parts: readonly string[]): Buffer {
  return createHmac("sha256", secret)
    .update([purpose, ...parts].join("\n"))
    .digest();
}

export function signLink(secret: string, purpose: LinkPurpose, parts: readonly string[]): string {
  return mac(secret, purpose, parts).toString("base64url");
}

export function checkLink(secret: string, purpose: LinkPurpose, parts: readonly string[], token: string): boolean {
  const given = Buffer.from(token, "base64url");
  const expected = mac(secret, purpose, parts);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The confirmation link: it names the address too, so a link for an address the account no longer has fails. */
export function confirmLink(base: { baseUrl: string; secret: string }, userId: string, email: string): string {
  const q = new URLSearchParams({ u: userId, t: signLink(base.secret, "confirm", [userId, email]) });
  return `${base.baseUrl}/email/confirm?${q}`;
}

/** The one-click unsubscribe address (RFC 8058: POST; a visit shows a page): `scope` is an event or "all". */
export function unsubscribeLink(base: { baseUrl: string; secret: string }, userId: string, scope: string): string {
  const q = new URLSearchParams({ u: userId, s: scope, t: signLink(base.secret, "unsubscribe", [userId, scope]) });
  return `${base.baseUrl}/api/email/unsubscribe?${q}`;
}

/**
 * The password reset link: signed over the account, its expiry and the password hash it replaces, so it works until
 * it expires and only while that password stands (once used, or after any other change, it fails).
 */
export function resetLink(
  base: { baseUrl: string; secret: string },
  userId: string,
  expires: number,
  passwordHash: string,
): string {
  const t = signLink(base.secret, "reset", [userId, String(expires), passwordHash]);
  const q = new URLSearchParams({ u: userId, e: String(expires), t });
  return `${base.baseUrl}/reset-password?${q}`;
}

/**
 * The "it was not me" link of the notice to an address the account left: signed over the account, that address (the
 * one it gives back) and the moment of the move (its age; an undo spends the links sent from then on).
 */
export function undoLink(
  base: { baseUrl: string; secret: string },
  userId: string,
  address: string,
  changedAt: number,
): string {
  const q = new URLSearchParams({
    u: userId,
    a: address,
    c: String(changedAt),
    t: signLink(base.secret, "undo", [userId, address, String(changedAt)]),
  });
  return `${base.baseUrl}/email/undo?${q}`;
}
