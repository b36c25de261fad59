// What a failed sign-in says, in the page's language: next-auth brings back a code (sign-in-errors.ts), the words
// are the catalog's (SignIn.errors). The sign-in and sign-up forms both sign in.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { signInErrorOf } from "~/server/auth/sign-in-errors";

/** The words for a failed sign-in's code (next-auth's `error`). */
export function useSignInErrorWords(): (code: string | null | undefined) => string {
  const t = useTranslations("SignIn");
  return useCallback(
    (code: string | null | undefined) => {
      const error = signInErrorOf(code);
      return t(`errors.${error.key}`, { minutes: error.minutes ?? 0 });
    },
    [t],
  );
}
