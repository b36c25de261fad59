// A bound on request bodies: tRPC's fetch adapter reads a POST body whole into memory, so a huge body (sent with or
// without Content-Length) would be buffered before any schema could refuse it. Bodies are read up to the limit and
// refused beyond it (413). Real inputs are a few kilobytes; a batch of them stays far below.
export const MAX_BODY_BYTES = 1024 * 1024;

/** The request with its body read (at most `max` bytes), or null when the body is larger. */
export async function withBoundedBody(req: Request, max = MAX_BODY_BYTES): Promise<Request | null> {
  if (!req.body) return req;
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) return null;
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
  return new Request(req.url, { method: req.method, headers: req.headers, body: Buffer.concat(chunks), signal: req.signal });
}
