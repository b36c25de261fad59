// The embedded database's own connection, in process: a duplex stream the `pg` driver speaks the wire protocol over
// (pg's `stream` option) instead of a socket to pglite-socket. The socket costs two system calls and a trip through
// the loopback per message, and pglite-socket hands PGlite one protocol message per call (Parse, Bind, Describe,
// Execute, Sync: five calls and five writes for one statement); here PGlite gets every complete message pg wrote in
// one call (pg corks a statement's messages into one write) and its answer comes back as one chunk.
import type { PGlite } from "@electric-sql/pglite";
import { Duplex } from "node:stream";
import { eventLoopTurn } from "./event-loop-turn";

const CANCEL_REQUEST_CODE = 80877102;
const TERMINATE = 0x58; // 'X'
/** A simple-protocol Query message: 'Q', its length, the text and its NUL. */
const ROLLBACK = (() => {
  const text = Buffer.from("ROLLBACK\0");
  const m = Buffer.alloc(5 + text.length);
  m[0] = 0x51;
  m.writeInt32BE(4 + text.length, 1);
  text.copy(m, 5);
  return new Uint8Array(m);
})();

/**
 * One connection to `db`. While a transaction of this connection is open it holds PGlite's lock, so the socket
 * server's clients (the Prisma CLI, tools) cannot run statements inside it; between transactions it holds nothing.
 */
export class PGliteStream extends Duplex {
  private buffered: Buffer = Buffer.alloc(0);
  private startedUp = false;
  private running: Promise<void> = Promise.resolve();
  /** Releases PGlite's lock; set while this connection holds it (an open transaction). */
  private release: (() => void) | null = null;

  constructor(private readonly db: PGlite) {
    super();
  }

  // What pg's Connection calls on a socket.
  connect(): this {
    process.nextTick(() => this.emit("connect"));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.received([chunk], done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    this.received(
      chunks.map((c) => c.chunk),
      done,
    );
  }

  override _final(done: (error?: Error | null) => void): void {
    this.running.then(() => {
      this.push(null);
      done();
    }, done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.running
      .then(() => this.letGo())
      .then(
        () => done(error),
        (e: unknown) => done(error ?? (e as Error)),
      );
  }

  private received(chunks: Buffer[], done: (error?: Error | null) => void): void {
    this.buffered =
      this.buffered.length === 0 && chunks.length === 1 ? chunks[0]! : Buffer.concat([this.buffered, ...chunks]);
    // Statements run one after another, in the order pg wrote them.
    this.running = this.running.then(() => this.runComplete()).then(() => done(), done);
  }

  /** Runs every complete message buffered, in one call to PGlite (the startup message alone: it has no type byte). */
  private async runComplete(): Promise<void> {
    const b = this.buffered;
    let end = 0;
    if (!this.startedUp) {
      if (b.length < 8 || b.length < b.readInt32BE(0)) return;
      if (b.readInt32BE(4) === CANCEL_REQUEST_CODE) {
        // PGlite has no backend to signal: the request is dropped, as pglite-socket does.
        this.buffered = Buffer.alloc(0);
        this.end();
        return;
      }
      end = b.readInt32BE(0);
      this.startedUp = true;
    } else {
      while (end + 5 <= b.length && end + 1 + b.readInt32BE(end + 1) <= b.length) {
        if (b[end] === TERMINATE) {
          this.buffered = Buffer.alloc(0);
          await this.letGo();
          this.push(null);
          return;
        }
        end += 1 + b.readInt32BE(end + 1);
      }
    }
    if (end === 0) return;
    const messages = new Uint8Array(b.subarray(0, end));
    this.buffered = b.subarray(end);
    const turn = eventLoopTurn();
    if (turn) await turn;
    this.release ??= await this.lock();
    const answer: Buffer[] = [];
    try {
      // PGlite's answer is a view of its own memory, reused by the next call: copied.
      await this.db.execProtocolRawStream(messages, { onRawData: (data) => answer.push(Buffer.from(data)) });
    } finally {
      if (!this.db.isInTransaction()) this.unlock();
    }
    if (answer.length > 0) this.push(answer.length === 1 ? answer[0] : Buffer.concat(answer));
    if (this.buffered.length > 0 && !this.startedUp) return;
    if (this.buffered.length >= 5) await this.runComplete();
  }

  /** PGlite's lock, held until unlock(). */
  private lock(): Promise<() => void> {
    return new Promise((locked) => {
      void this.db.runExclusive(() => new Promise<void>((release) => locked(release)));
    });
  }

  private unlock(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  /** A connection that goes away inside a transaction leaves nothing open behind it. */
  private async letGo(): Promise<void> {
    if (!this.release) return;
    try {
      // Under the lock this connection holds: PGlite's exec() would wait for it.
      if (this.db.isInTransaction()) await this.db.execProtocolRawStream(ROLLBACK, { onRawData: () => {} });
    } finally {
      this.unlock();
    }
  }
}
