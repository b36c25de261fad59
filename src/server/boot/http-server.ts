// The HTTP server in front of Next.js: it records the client's address for the sign-in rate limits in a header
// the client cannot forge, and keeps forwarded headers only when told a proxy is in front (TRUST_PROXY).
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../auth/client-address";

export function firstForwardedFor(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  const first = v?.split(",")[0]?.trim();
  return first || undefined;
}

export function prepareRequestHeaders(req: IncomingMessage, trustProxy: boolean): void {
  const address = (trustProxy ? firstForwardedFor(req.headers["x-forwarded-for"]) : undefined) ?? req.socket.remoteAddress ?? "unknown";
  req.headers[CLIENT_ADDRESS_HEADER] = address.replace(/^::ffff:/, "");
  if (!trustProxy) {
    // This server speaks plain HTTP to the client itself: forwarded values would be the client's own claims.
    req.headers["x-forwarded-proto"] = "http";
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-for"];
  }
}

export function createAppServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, trustProxy: boolean): Server {
  return createServer((req, res) => {
    prepareRequestHeaders(req, trustProxy);
    handle(req, res).catch((e: unknown) => {
      console.error("[http] unhandled error:", e);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal server error");
    });
  });
}
