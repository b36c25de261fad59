// Long synchronous property sweeps let the event loop turn now and then. Vitest's worker talks to its runner over an
// RPC with a fixed 60 s timeout, and a reply is read only when the worker's loop reaches its poll phase: a file of
// sweeps that held the loop for 61 s on a loaded machine failed a run whose every test passed
// ('[vitest-worker]: Timeout calling "onTaskUpdate"').
// The real setImmediate, taken before any test fakes the timers.
const turn = globalThis.setImmediate;

export function breathe(): Promise<void> {
  return new Promise((resolve) => turn(resolve));
}
