import type { ClockInput } from "./clock.schema";

/**
 * The server's clock, one tick per interval, over server-sent events: the smallest real subscription, proving the
 * SSE path (httpSubscriptionLink) end to end. Pages show it as the "live" indicator; move deadlines use it later to
 * correct for a skewed client clock.
 */
export async function* clockHandler({ input, signal }: { input: ClockInput; signal?: AbortSignal }): AsyncGenerator<{ now: Date }> {
  while (!signal?.aborted) {
    yield { now: new Date() };
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, input.intervalMs);
      signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}
