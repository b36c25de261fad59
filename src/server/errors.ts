// Errors of the domain (accounts, tables, games), thrown by services and handlers and turned into tRPC errors in
// one middleware (src/server/api/trpc.ts). `field` names the form field the message belongs beside.
export type DomainErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PRECONDITION_FAILED" | "TOO_MANY_REQUESTS";

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
