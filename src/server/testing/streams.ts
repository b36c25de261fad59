// Reading streams in tests: a subscription's iterator without hanging on an event that never comes, and the events
// of a server-sent event response.

/** The iterator's next item; "timeout" when none comes within `ms`, "done" when the stream has ended. */
export async function nextItem<T>(it: AsyncIterator<T>, ms = 5000): Promise<T | "timeout" | "done"> {
  let timer: NodeJS.Timeout | undefined;
  const r = await Promise.race([
    it.next(),
    new Promise<"timeout">((res) => (timer = setTimeout(() => res("timeout"), ms))),
  ]);
  clearTimeout(timer);
  if (r === "timeout") return r;
  return r.done ? "done" : r.value;
}

/**
 * The events of a server-sent event response as they arrive, each as its text (its lines, without the blank line that
 * ends it); ends with the response. Leaving the loop early cancels the body.
 */
export async function* sseEvents(res: Response): AsyncGenerator<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end;
      while ((end = text.indexOf("\n\n")) >= 0) {
        const event = text.slice(0, end);
        text = text.slice(end + 2);
        yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * The parsed data of a tRPC subscription's server-sent event; undefined for an event without data and for tRPC's own
 * named events (connected, ping, restore-id: the last tracked id after an untracked event).
 */
export function sseData<T>(event: string): T | undefined {
  const lines = event.split("\n");
  if (lines.some((l) => l.startsWith("event:"))) return undefined;
  const data = lines.find((l) => l.startsWith("data: "));
  return data ? (JSON.parse(data.slice(6)) as T) : undefined;
}
