import type { ClockInput } from "./clock.schema";

/**
 * The server's clock, one tick per interval, over server-sent events: the smallest real subscription, proving the
 * SSE path (httpSubscriptionLink) end to end. Pages show it as the "live" indicator; move deadlines use it later to
 * correct for a skewed client clock.
 */
export async function* clockHandler({ input, signal }: { input: ClockInput; signal?: AbortSignal }): AsyncGenerator<{ now: Date }> {
  while (!signal?.aborted) {
    yield { now: new Date() };
    // The abort listener is removed at each tick: one left per tick would pile up for the stream's whole life.
    await new Promise<void>((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, input.intervalMs);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}
