// Writes tRPC's answer (a fetch Response) onto Node's ServerResponse with as little work per message as possible
// (socket writes cost a third of a move's server CPU with tRPC's writer, web streams another 6%). tRPC's own writer
// (adapters/node-http writeResponse) pipes every body through a WritableStream and writes each chunk as it comes: a
// JSON answer as a chunked body and its end, a server-sent event as three writes ("data: …\n", "id: …\n", "\n\n").
// Here:
//  - a complete answer (JSON, an error): read whole, written once with its Content-Length;
//  - a stream (server-sent events, JSON lines): the chunks that come together (one event's lines) written as one.
import type { ServerResponse } from "node:http";

/** Whether tRPC streams this answer (subscriptions as server-sent events, httpBatchStreamLink's JSON lines). */
function isStream(response: Response): boolean {
  return (
    response.headers.get("content-type")?.startsWith("text/event-stream") === true ||
    response.headers.get("transfer-encoding") === "chunked"
  );
}

export async function writeResponse(res: ServerResponse, response: Response, signal: AbortSignal): Promise<void> {
  if (res.statusCode === 200) res.statusCode = response.status;
  for (const [key, value] of response.headers) if (key !== "set-cookie") res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (!isStream(response)) {
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader("content-length", body.byteLength);
    res.end(body);
    return;
  }
  try {
    await writeStream(res, response.body, signal);
  } catch (e) {
    if (!res.headersSent) res.statusCode = 500;
    throw e;
  } finally {
    res.end();
  }
}

async function writeStream(res: ServerResponse, body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  if (signal.aborted) return cancel();
  signal.addEventListener("abort", cancel, { once: true });
  try {
    let next = reader.read();
    const batch: Uint8Array[] = [];
    for (;;) {
      const r = await next;
      if (r.done) break;
      batch.push(r.value);
      next = reader.read();
      // The rest of an event is already on its way through the stream's transforms (promise jobs only); anything later
      // waits for I/O. Whatever arrived before the next tick goes out with this chunk.
      if (await Promise.race([next.then(() => true), afterJobs()])) continue;
      const chunk = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
      batch.length = 0;
      if (!res.write(chunk)) await drained(res);
      (res as ServerResponse & { flush?: () => void }).flush?.(); // compression (http-server.ts): send it now
    }
    if (batch.length) res.write(Buffer.concat(batch));
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

/** Resolves false once the promise jobs queued now (and those they queue) have run. */
const afterJobs = () => new Promise<false>((resolve) => process.nextTick(resolve, false));

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("drain", done).off("close", done).off("error", failed);
      resolve();
    };
    const failed = (e: Error) => {
      res.off("drain", done).off("close", done).off("error", failed);
      reject(e);
    };
    res.once("drain", done).once("close", done).once("error", failed);
  });
}
