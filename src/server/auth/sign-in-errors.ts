import { plural } from "~/engine/core/plural";
// What a failed sign-in tells the browser. next-auth carries the thrown message in the `error` query parameter;
// the sign-in forms turn it back into words of the page's language (SignIn.errors) through signInErrorOf;
// signInErrorMessage says them in English. Pure (the client imports it).

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

/** The words for a failed sign-in's code: their key in the SignIn.errors catalog, and the minutes to wait. */
export type SignInError =
  { key: keyof typeof SIGN_IN_ERRORS | "failed"; minutes?: undefined } | { key: "tooMany"; minutes: number };

export function signInErrorOf(code: string | null | undefined): SignInError {
  if (!code) return { key: "failed" };
  const m = /^too-many:(\d+)$/.exec(code);
  if (m) return { key: "tooMany", minutes: Number(m[1]) };
  if (code in SIGN_IN_ERRORS) return { key: code as keyof typeof SIGN_IN_ERRORS };
  // next-auth's own codes (CredentialsSignin, Configuration...): nothing the player can act on but a retry.
  return { key: "failed" };
}

export function signInErrorMessage(code: string | null | undefined): string {
  const error = signInErrorOf(code);
  if (error.key === "tooMany") return tooManyAttemptsMessage(error.minutes);
  return error.key === "failed" ? "Could not sign in. Please try again." : SIGN_IN_ERRORS[error.key];
}
