// A bound on request bodies: tRPC reads a POST body whole into memory, so a huge body (sent with or without
// Content-Length) would be buffered before any schema could refuse it. Bodies are read up to the limit and refused
// beyond it (413). Real inputs are a few kilobytes; a batch of them stays far below. Two forms: a fetch Request (the
// Next.js route) and a Node request (the production server's tRPC path, api/node-http.ts).
import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a Content-Length header already says the body is over `max`. */
function declaredOver(contentLength: string | null | undefined, max: number): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > max;
}

/** The request with its body read (at most `max` bytes), or null when the body is larger. */
export async function withBoundedBody(req: Request, max = MAX_BODY_BYTES): Promise<Request | null> {
  if (!req.body) return req;
  if (declaredOver(req.headers.get("content-length"), max)) return null;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: Buffer.concat(chunks),
    signal: req.signal,
  });
}

/**
 * A Node request's body as text (UTF-8, decoded as a fetch Request's text() does), or null when it is larger than
 * `max`: nothing more is kept, and the rest is read and dropped (so that the answer reaches the client and the
 * connection can carry its next request). Rejects when the client goes away before sending it all.
 */
export function readBoundedBody(req: IncomingMessage, max = MAX_BODY_BYTES): Promise<string | null> {
  if (declaredOver(req.headers["content-length"], max)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > max) {
        done();
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(new TextDecoder().decode(Buffer.concat(chunks)));
    };
    const onError = (e: Error) => {
      done();
      reject(e);
    };
    const onClose = () => onError(new Error("The client closed the request before sending its body."));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
