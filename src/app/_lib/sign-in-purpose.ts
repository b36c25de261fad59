// Why a visitor was sent to sign in (or up), from where they will be taken back: a table's link (an invitation, as
// often as not) says so, so someone who opened a friend's link does not land on a bare "Welcome back".
export type SignInPurpose = "invited" | "table" | "tournament";

/** Which line the sign-in and sign-up pages show about where the visitor goes next (SignInPurpose.* messages), or null for the usual welcome. */
export function signInPurpose(callbackUrl: string): SignInPurpose | null {
  const path = callbackUrl.split(/[?#]/)[0]!;
  if (/^\/table\/[^/]+$/.test(path)) return /[?&](invite|code)=/.test(callbackUrl) ? "invited" : "table";
  if (/^\/tournaments\/[^/]+$/.test(path)) return "tournament";
  return null;
}
