// tRPC v11: the root, the error shape and the procedure ladder
//   base (domain errors) → publicProcedure (ctx.session, read once per request; open streams counted)
//                            → protectedProcedure (signed in; ctx.session non-null)
//                              → seatProcedure (input { gameId }; ctx.game and ctx.seat of the caller)
//                              → adminProcedure (role ADMIN)
//                        → moverProcedure (no input of its own; the handler judges the session, seat and rate count
//                          with the move: in the move's statement, or in ONE read before it, games/mover.ts)
// Domain errors (src/server/errors.ts) thrown anywhere below become tRPC errors in one middleware, keeping the
// field they belong to; a database too busy to answer in time becomes SERVICE_UNAVAILABLE (db/busy.ts); zod input
// errors carry their per-field messages (data.zodError.fieldErrors). The middleware writes the messages in the
// request's language (request-locale.ts, error-words.ts), so callers on the server see them too; data.errorKey and
// data.errorParams name the words for clients that want them.
import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { isDatabaseBusy } from "../db/busy";
import { DomainError } from "../errors";
import { localizedZodError, noteErrorLocale, errorLocale, serverErrorWords } from "./error-words";
import { requestLocale } from "./request-locale";
import { gameIdField } from "./routers/game/view.schema";
import { findGameWithSeat } from "../repositories/games";
import { openStream, releasedAtEnd, streamLimit as streamsAllowed } from "../security/stream-limit";
import type { RequestContext } from "./context";
import { transformer } from "../views/transformer";

const t = initTRPC.context<RequestContext>().create({
  // superjson, with a shortcut for game views (views/transformer.ts); the client decodes both with superjson.
  transformer,
  // Subscriptions (SSE): a ping keeps proxies from closing a quiet stream; the client reconnects if pings stop.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  errorFormatter({ shape, error }) {
    const locale = errorLocale(error);
    const cause = error.cause;
    const production = process.env.NODE_ENV === "production";
    const hideInternal = error.code === "INTERNAL_SERVER_ERROR" && production;
    const message = hideInternal
      ? serverErrorWords(locale, "serverError")
      : cause instanceof ZodError
        ? serverErrorWords(locale, "fieldsNeedAttention")
        : shape.message;
    // tRPC adds the stack trace outside production (decided when this module loads); never send it in production.
    const { stack, ...data } = shape.data;
    return {
      ...shape,
      message,
      data: {
        ...data,
        ...(production || stack === undefined ? {} : { stack }),
        zodError: cause instanceof ZodError ? z.flattenError(cause) : null,
        field: cause instanceof DomainError ? (cause.details.field ?? null) : null,
        retryAfterSeconds: cause instanceof DomainError ? (cause.details.retryAfterSeconds ?? null) : null,
        errorKey: cause instanceof DomainError ? cause.key : null,
        errorParams: cause instanceof DomainError ? cause.params : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  throw await errorForClient(ctx, result.error.cause, result.error);
});

/**
 * What the client hears of `cause`: a domain refusal, an input error or a busy database in the reader's language,
 * anything else as `otherwise`. Also for what a stream's source throws once it runs (subscription-stream.ts).
 */
export async function errorForClient(ctx: RequestContext, cause: unknown, otherwise: TRPCError): Promise<TRPCError> {
  const locale = await requestLocale(ctx);
  const error =
    cause instanceof DomainError
      ? new TRPCError({ code: cause.code, message: cause.textIn(locale), cause })
      : cause instanceof ZodError
        ? zodErrorIn(locale, cause)
        : isDatabaseBusy(cause)
          ? new TRPCError({ code: "SERVICE_UNAVAILABLE", message: serverErrorWords(locale, "databaseBusy"), cause })
          : otherwise;
  noteErrorLocale(error, locale);
  return error;
}

/**
 * An input error in the reader's language. Its message carries the fields' own messages (as tRPC's does), for callers
 * on the server; over HTTP the error formatter says "Some fields need attention" and sends them per field.
 */
function zodErrorIn(locale: string, cause: ZodError): TRPCError {
  const localized = localizedZodError(cause, locale);
  return new TRPCError({ code: "BAD_REQUEST", message: localized.message, cause: localized });
}

/** Subscriptions: a bounded number of open streams per user (or visitor address) in this process. */
const streamLimit = t.middleware(async ({ ctx, type, signal, next }) => {
  if (type !== "subscription") return next();
  const session = await ctx.loadSession();
  const release = session
    ? openStream(`user:${session.user.id}`, streamsAllowed(false))
    : openStream(`address:${ctx.clientAddress}`, streamsAllowed(true));
  let result;
  try {
    result = await next();
  } catch (e) {
    release();
    throw e;
  }
  if (!result.ok || !isAsyncIterable(result.data)) {
    release();
    return result;
  }
  return { ...result, data: releasedAtEnd(result.data, release, signal) };
});

function isAsyncIterable(x: unknown): x is AsyncIterable<unknown> {
  return typeof x === "object" && x !== null && Symbol.asyncIterator in x;
}

const base = t.procedure.use(domainErrors);

export const publicProcedure = base
  .use(async ({ ctx, next }) => next({ ctx: { session: await ctx.loadSession() } }))
  .use(streamLimit);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new DomainError("UNAUTHORIZED", "signInFirst");
  return next({ ctx: { session: ctx.session } });
});

export const seatProcedure = protectedProcedure
  .input(z.object({ gameId: gameIdField }))
  .use(async ({ ctx, input, next }) => {
    const found = await findGameWithSeat(ctx.db, input.gameId, ctx.session.user.id);
    if (!found) throw new DomainError("NOT_FOUND", "noSuchGame");
    if (found.seat === null) throw new DomainError("FORBIDDEN", "notSeatGame");
    return next({ ctx: { game: found.game, seat: found.seat } });
  });

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.session.user.role !== "ADMIN") throw new DomainError("FORBIDDEN", "onlyAdmins");
  return next();
});

/**
 * game.move: no session read first; the handler (games/mover.ts moveAsCaller) judges the caller with the move, in
 * the move's own statement or in one read before it. No input of its own: the move's input (move.schema.ts) names
 * the game, and one input validator is one zod parse and one middleware fewer per move.
 */
export const moverProcedure = base;
