// Statements of an in-process database (PGlite) answer without I/O: a queue of them runs as one chain of promise
// callbacks, during which the process reads no socket, fires no timer and accepts no connection. Under load that
// chain lasted hundreds of milliseconds, and Node accepts one new connection per turn of its event loop: a burst of
// new visitors waited seconds (bench:server, embedded, 200 games: moves on new connections answered after 3-20 s).
// Between statements the event loop gets a turn once statements have run back to back for TURN_MS.

const TURN_MS = 5;
let turnStart = performance.now();

/** A turn of the event loop when statements have run back to back for TURN_MS, else null (nothing to wait for). */
export function eventLoopTurn(): Promise<void> | null {
  if (performance.now() - turnStart < TURN_MS) return null;
  return new Promise((resolve) =>
    setImmediate(() => {
      turnStart = performance.now();
      resolve();
    }),
  );
}
