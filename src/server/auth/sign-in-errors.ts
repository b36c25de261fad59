import { plural } from "~/engine/core/plural";
// What a failed sign-in tells the browser. next-auth carries the thrown message in the `error` query parameter;
// the sign-in form turns it back into words with signInErrorMessage. Pure (the client imports it).

export const SIGN_IN_ERRORS = {
  invalid: "Email or password is incorrect.",
  suspended: "This account is suspended. Contact the site's admins if you think this is a mistake.",
  unavailable: "Signing in is not possible just now. Please try again in a minute.",
} as const;

/** The error string a failed sign-in carries: "invalid", "suspended", "unavailable" or "too-many:<minutes>". */
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS | `too-many:${number}`;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${plural(minutes, "minute")}.`;
}

export function signInErrorMessage(code: string | null | undefined): string {
  if (!code) return "Could not sign in. Please try again.";
  const m = /^too-many:(\d+)$/.exec(code);
  if (m) return tooManyAttemptsMessage(Number(m[1]));
  if (code in SIGN_IN_ERRORS) return SIGN_IN_ERRORS[code as keyof typeof SIGN_IN_ERRORS];
  // next-auth's own codes (CredentialsSignin, Configuration...): nothing the player can act on but a retry.
  return "Could not sign in. Please try again.";
}
