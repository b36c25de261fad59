// The bus between server processes on one PostgreSQL database: NOTIFY through the shared pool, LISTEN on a dedicated
// connection of its own (a pooled connection would be handed to other queries). Every process, this one included,
// hears every notification and hands it to its local subscribers.
//
// When the listening connection drops (server restart, network), it reconnects with backoff and tells every local
// subscriber to resync: notifications sent meanwhile are lost, so subscribers look at the current state again.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { payloadText, type BusEvent, type BusPayload, type RealtimeBus } from "./bus";
import { SubscriberSet } from "./subscriber-set";
import { parseDatabaseUrl } from "../db/url";

export interface PgNotifyBusOptions {
  /** postgresql:// URL of the database (a `?schema=` parameter keeps buses of different schemas apart). */
  url: string;
  /** Pool that sends the NOTIFYs (the process's shared pool). */
  pool: pg.Pool;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One PostgreSQL channel per database schema: games of different schemas on one server never hear each other. */
export function notifyChannelName(schema: string | undefined): string {
  return `hanafuda_rt${schema ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, "_")}` : ""}`.slice(0, 63);
}

export class PgNotifyBus implements RealtimeBus {
  private readonly subscribers = new SubscriberSet();
  private readonly connectionString: string;
  readonly channel: string;
  /** Shown in pg_stat_activity (and lets tests cut this bus's connection). */
  readonly applicationName = `hanafuda-realtime-${randomBytes(4).toString("hex")}`;
  private client: pg.Client | null = null;
  private closed = false;
  private reconnecting: Promise<void> | null = null;
  /** Times the listening connection was re-established. */
  reconnects = 0;

  private constructor(private readonly opts: PgNotifyBusOptions) {
    const { connectionString, schema } = parseDatabaseUrl(opts.url);
    this.connectionString = connectionString;
    this.channel = notifyChannelName(schema);
  }

  /** Connects and listens before returning. */
  static async start(opts: PgNotifyBusOptions): Promise<PgNotifyBus> {
    const bus = new PgNotifyBus(opts);
    await bus.connect();
    return bus;
  }

  private log(message: string): void {
    (this.opts.log ?? console.error)(`[realtime] ${message}`);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.applicationName,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    client.on("notification", (msg) => {
      if (msg.channel !== this.channel || !msg.payload) return;
      try {
        const { c, p } = JSON.parse(msg.payload) as { c: string; p: BusPayload };
        this.subscribers.deliver(c, { kind: "message", payload: p });
      } catch {
        // not ours
      }
    });
    client.on("error", (e) => this.lost(client, e));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (e) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw e;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, e?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.log(`listening connection lost${e ? ` (${e.message})` : ""}; reconnecting`);
    this.reconnecting ??= this.reconnect().finally(() => (this.reconnecting = null));
  }

  private async reconnect(): Promise<void> {
    for (let delay = 100; !this.closed; delay = Math.min(delay * 2, 5_000)) {
      try {
        await this.connect();
        this.reconnects++;
        this.subscribers.resyncAll();
        return;
      } catch (e) {
        this.log(`reconnect failed (${(e as Error).message}); again in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  async publish(channel: string, payload: BusPayload): Promise<void> {
    const n = this.notifyArguments(channel, payload);
    await this.opts.pool.query("SELECT pg_notify($1, $2)", [n.channel, n.payload]);
  }

  notifyArguments(channel: string, payload: BusPayload): { channel: string; payload: string } {
    // JSON.stringify({ c: channel, p: payload }), with the payload's text as its maker wrote it
    return { channel: this.channel, payload: `{"c":${JSON.stringify(channel)},"p":${payloadText(payload)}}` };
  }

  subscribe(channel: string, signal?: AbortSignal): AsyncIterable<BusEvent> {
    return this.subscribers.subscribe(channel, signal);
  }

  /** Whether the listening connection is up (health, tests). */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.closeAll();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.reconnecting;
  }
}
