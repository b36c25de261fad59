// Errors of the domain (accounts, tables, games), thrown by services and handlers and turned into tRPC errors in
// one middleware (src/server/api/trpc.ts). An error names its words by a key of messages/<language>/Errors.json with
// their parameters, so each reader gets them in their language; `message` holds the English words for logs and
// tests. `field` names the form field the message belongs beside.
import type english from "../../messages/en/Errors.json";
import { inputErrorIn } from "./i18n/input-errors";
import { serverText, type TextParams } from "./i18n/server-text";

export type DomainErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PRECONDITION_FAILED" | "TOO_MANY_REQUESTS";

export type ErrorKey = keyof typeof english;

/** Words of an error: a key of the Errors catalog and the values of its parameters. */
export interface ErrorText {
  key: ErrorKey;
  params?: TextParams;
}

export interface DomainErrorDetails {
  field?: string;
  retryAfterSeconds?: number;
  params?: TextParams;
}

export class DomainError extends Error {
  override readonly name = "DomainError";
  readonly key: ErrorKey;
  readonly params: TextParams;
  constructor(
    readonly code: DomainErrorCode,
    text: ErrorKey | ErrorText,
    readonly details: DomainErrorDetails = {},
  ) {
    const { key, params = {} } = typeof text === "string" ? { key: text, params: details.params } : text;
    super(errorText("en", key, params));
    this.key = key;
    this.params = params ?? {};
  }

  /** The error's words in `locale`; a refusal passed on in English is matched to the input messages' catalog. */
  textIn(locale: string): string {
    const { reason } = this.params;
    if (this.key === "refused" && typeof reason === "string") return inputErrorIn(locale, reason);
    return errorText(locale, this.key, this.params);
  }
}

export function errorText(locale: string, key: ErrorKey, params: TextParams = {}): string {
  return serverText(locale, "Errors", key, params);
}

/** Words for an error (an ErrorText), for helpers that say why something is refused. */
export function because(key: ErrorKey, params?: TextParams): ErrorText {
  return params ? { key, params } : { key };
}
