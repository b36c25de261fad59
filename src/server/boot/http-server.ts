// The HTTP server in front of Next.js: it records the client's address for the sign-in rate limits in a header
// the client cannot forge, and keeps forwarded headers only when told a proxy is in front (TRUST_PROXY). In
// production it answers tRPC calls (/api/trpc/<procedures>, GET and POST) itself, through tRPC's Node adapter
// (api/node-http.ts), with what Next.js adds to every response (next.config.js: its headers and compression):
// Next.js's routing and web streams cost a quarter of a move's server CPU
// (docs/decisions/0002-trpc-served-outside-nextjs.md). Everything else, and every request in development (`npm run
// dev`, so that routers reload with the pages), goes to Next.js, whose route (src/app/api/trpc/[trpc]/route.ts) serves
// tRPC with the same code.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { trpcProcedurePath } from "../api/node-http";
import { CLIENT_ADDRESS_HEADER } from "../auth/client-address";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function firstForwardedFor(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  const first = v?.split(",")[0]?.trim();
  return first || undefined;
}

export function prepareRequestHeaders(req: IncomingMessage, trustProxy: boolean): void {
  const address =
    (trustProxy ? firstForwardedFor(req.headers["x-forwarded-for"]) : undefined) ??
    req.socket.remoteAddress ??
    "unknown";
  req.headers[CLIENT_ADDRESS_HEADER] = address.replace(/^::ffff:/, "");
  if (!trustProxy) {
    // This server speaks plain HTTP to the client itself: forwarded values would be the client's own claims.
    req.headers["x-forwarded-proto"] = "http";
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-for"];
  }
}

/** Whether the app server answers `req` through `api` rather than Next.js: a GET or POST of tRPC procedures. */
export function isDirectApiRequest(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "POST") && trpcProcedurePath(req.url) !== null;
}

/**
 * The request's address with every path segment that is not valid percent-encoded UTF-8 (half of a surrogate pair
 * sent as bytes, a stray "%") re-encoded as what it can be read as (U+FFFD for broken bytes, "%" for itself). Next.js
 * answers such a segment with a server error before any page sees it; re-encoded, the page's own checks refuse it
 * (a 404 for an id). Valid addresses are returned unchanged.
 */
export function readablePath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const segments = path.split("/");
  let changed = false;
  const fixed = segments.map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      changed = true;
      return encodeURIComponent(Buffer.from(percentDecodedBytes(segment)).toString("utf8"));
    }
  });
  return changed ? fixed.join("/") + (end < 0 ? "" : url.slice(end)) : url;
}

function percentDecodedBytes(segment: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < segment.length;) {
    const hex = segment.slice(i + 1, i + 3);
    if (segment[i] === "%" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(segment.codePointAt(i)!);
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length;
    }
  }
  return bytes;
}

/** The server: `handle` is Next.js's request handler; `api`, when given, answers tRPC calls (isDirectApiRequest). */
/**
 * How long an idle kept-alive connection stays open: longer than a proxy or client keeps its idle connections to us
 * (nginx's upstream keepalive_timeout and most load balancers: 60 s). With Node's 5 s, the server closed connections
 * the other side still counted on, and a request sent on one as it closed failed (nginx: a 502; bench:server's client:
 * a "socket hang up").
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createAppServer(handle: RequestHandler, trustProxy: boolean, api?: RequestHandler): Server {
  const server = createServer((req, res) => {
    prepareRequestHeaders(req, trustProxy);
    if (req.url) req.url = readablePath(req.url);
    (api && isDirectApiRequest(req) ? api : handle)(req, res).catch((e: unknown) => {
      console.error("[http] unhandled error:", e);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal server error");
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Above the keep-alive time, so a request arriving on an idle connection just before it closes is still read.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/** What Next.js adds to every response it serves, read from next.config.js. */
export interface NextResponseConfig {
  /** headers() rules for every path ("/:path*"). */
  headers: [string, string][];
  /** `compress` (Next.js's default: on): gzip when the client accepts it. */
  compress: boolean;
}

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
  has?: unknown;
  missing?: unknown;
}

/** A rule for fixed files at the site's root ("/cards-:hash.svg"): never an address under /api/, so not for tRPC. */
const forRootFiles = (source: string) => /^\/[\w-]*:\w+\.\w+$/.test(source);
/** A rule for pages under a fixed first segment other than /api/ ("/replays/:gameId"): not for tRPC either. */
const forPages = (source: string) => /^\/(?!api\/)[\w-]+\//.test(source);

/**
 * next.config.js's response headers and compression, for the responses the app server writes itself. Only rules
 * for every path are understood (and rules for files at the root or pages under another first segment than /api/
 * skipped): any other rule could be meant for tRPC's answers too, so it stops the start.
 */
export async function loadNextResponseConfig(root: string): Promise<NextResponseConfig> {
  const config = (
    (await import(pathToFileURL(join(root, "next.config.js")).href)) as {
      default: { headers?: () => Promise<HeaderRule[]>; compress?: boolean };
    }
  ).default;
  const headers: [string, string][] = [];
  for (const rule of (await config.headers?.()) ?? []) {
    if (forRootFiles(rule.source) && rule.has === undefined && rule.missing === undefined) continue;
    if (forPages(rule.source)) continue;
    if (rule.source !== "/:path*" || rule.has !== undefined || rule.missing !== undefined) {
      throw new Error(
        `next.config.js: the headers() rule for "${rule.source}" is not one the server's tRPC path (src/server/boot/http-server.ts) knows how to apply; it applies only rules for every path ("/:path*").`,
      );
    }
    for (const h of rule.headers) headers.push([h.key, h.value]);
  }
  return { headers, compress: config.compress !== false };
}

/**
 * `handler` with Next.js's response headers added to what it writes, and its compression to the answers of queries
 * (next.config.js). A mutation's answer goes as it is: for a move's (one view, a few KB) gzip made the move cost the
 * server about a quarter more CPU (bench:server, whose clients accept gzip as browsers do) to save a couple of KB on
 * the way. Event streams are never compressed (subscription-stream.ts: no-transform).
 */
export function withNextResponseConfig(handler: RequestHandler, config: NextResponseConfig): RequestHandler {
  const compress = config.compress ? nextCompression() : null;
  return (req, res) => {
    for (const [key, value] of config.headers) res.setHeader(key, value);
    if (req.method === "GET") compress?.(req, res);
    return handler(req, res);
  };
}

/** Next.js's own compression middleware, used as its router-server uses it (gzip). */
function nextCompression(): (req: IncomingMessage, res: ServerResponse) => void {
  const require = createRequire(import.meta.url);
  const compression = require("next/dist/compiled/compression") as () => (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream") as {
    releaseCompressionStream: (res: ServerResponse) => void;
  };
  const middleware = compression();
  return (req, res) => {
    middleware(req, res, () => {});
    // On a client's disconnect the middleware never ends its zlib stream (Next.js's note): let it go.
    res.once("close", () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
  };
}
