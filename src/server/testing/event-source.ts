// A browser's EventSource for tests on Node (Node 20 has none), so that @trpc/client's httpSubscriptionLink can run
// against a real server: the parsing, dispatch and reconnection of the HTML standard's server-sent events
// (https://html.spec.whatwg.org/multipage/server-sent-events.html) over fetch. On a dropped connection it reconnects
// after `retryMs` with the Last-Event-ID header, as a browser does; close() ends it for good.

interface SourceEvent {
  type: string;
  data?: string;
  lastEventId?: string;
}
type Listener = (event: SourceEvent) => void;

export class TestEventSource {
  static retryMs = 50;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  /** Every connection's Last-Event-ID header (null for none), for tests of resuming. */
  readonly sentLastEventIds: (string | null)[] = [];
  private lastEventId = "";
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly aborter = new AbortController();

  constructor(readonly url: string) {
    void this.connect();
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = this.CLOSED;
    this.aborter.abort();
  }

  private dispatch(event: SourceEvent): void {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener(event);
  }

  private async connect(): Promise<void> {
    while (this.readyState !== this.CLOSED) {
      this.sentLastEventIds.push(this.lastEventId || null);
      try {
        const res = await fetch(this.url, {
          headers: { accept: "text/event-stream", ...(this.lastEventId ? { "last-event-id": this.lastEventId } : {}) },
          signal: this.aborter.signal,
        });
        if (res.status !== 200 || !res.headers.get("content-type")?.startsWith("text/event-stream")) {
          this.readyState = this.CLOSED; // the standard's "fail the connection"
          this.dispatch({ type: "error" });
          return;
        }
        this.readyState = this.OPEN;
        this.dispatch({ type: "open" });
        await this.read(res.body!);
      } catch {
        // a dropped connection: reconnect below
      }
      if (this.readyState === this.CLOSED) return;
      this.readyState = this.CONNECTING;
      this.dispatch({ type: "error" });
      await new Promise((r) => setTimeout(r, TestEventSource.retryMs));
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    let type = "";
    let data: string[] = [];
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      if (this.readyState === this.CLOSED) return;
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          // Dispatch: nothing when there is no data (the standard's rule), the last event id either way.
          if (data.length > 0) {
            this.dispatch({ type: type || "message", data: data.join("\n"), lastEventId: this.lastEventId });
          }
          type = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") type = value;
        else if (field === "data") data.push(value);
        else if (field === "id" && !value.includes("\0")) this.lastEventId = value;
      }
    }
  }
}
