// The words of a tRPC error in the request's language: the middleware writes them and notes the language of each
// failed call for the error formatter, which cannot wait for a database read. An input (zod) message is either a key
// of the Errors catalog, its parameters the issue's bounds (minimum, maximum), or an English sentence of the input
// schemas the forms share (server/i18n/input-errors.ts).
import type { TRPCError } from "@trpc/server";
import { ZodRealError, type ZodError } from "zod";
import { DEFAULT_LOCALE } from "~/lib/locales";
import { errorText, type ErrorKey } from "../errors";
import { inputErrorIn } from "../i18n/input-errors";
import { serverText } from "../i18n/server-text";
import english from "../../../messages/en/Errors.json";

const localeOf = new WeakMap<TRPCError, string>();

export function noteErrorLocale(error: TRPCError, locale: string): void {
  localeOf.set(error, locale);
}

/** The language the error is answered in: English when it failed before the middleware (a malformed request). */
export function errorLocale(error: TRPCError): string {
  return localeOf.get(error) ?? DEFAULT_LOCALE;
}

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(english, key);
}

export function serverErrorWords(locale: string, key: ErrorKey): string {
  return serverText(locale, "Errors", key);
}

function issueParams(issue: ZodError["issues"][number]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const name of ["minimum", "maximum"] as const) {
    const value = (issue as Partial<Record<typeof name, unknown>>)[name];
    if (typeof value === "number" || typeof value === "bigint") params[name] = Number(value);
  }
  return params;
}

/** The input error with its messages written in `locale` (zod's own, which no form shows, as zod wrote them). */
export function localizedZodError(error: ZodError, locale: string): ZodError {
  // zod throws a ZodRealError (an Error, which tRPC keeps as the cause; a plain ZodError it would replace).
  return new ZodRealError(
    error.issues.map((issue) => ({
      ...issue,
      message: isErrorKey(issue.message)
        ? errorText(locale, issue.message, issueParams(issue))
        : inputErrorIn(locale, issue.message),
    })),
  );
}
