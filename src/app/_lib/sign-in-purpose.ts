// Why a visitor was sent to sign in (or up), from where they will be taken back: a table's link (an invitation, as
// often as not) says so, so someone who opened a friend's link does not land on a bare "Welcome back".
/** A line for the sign-in and sign-up pages about where the visitor goes next, or null for the usual welcome. */
export function signInPurpose(callbackUrl: string): string | null {
  const path = callbackUrl.split(/[?#]/)[0]!;
  if (/^\/table\/[^/]+$/.test(path)) {
    return /[?&](invite|code)=/.test(callbackUrl)
      ? "You were invited to a table. Sign in, or create an account, and you go straight back to it to take your seat."
      : "Sign in, or create an account, and you go straight back to the table you opened.";
  }
  if (/^\/tournaments\/[^/]+$/.test(path))
    return "Sign in, or create an account, and you go straight back to the tournament you opened.";
  return null;
}
