// Inside the thinking thread: answers each request with chooseMove's move, timed by this thread's own clock, or with
// analyseMoves's figures (a fixed playout budget: no clock).
import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import { analyseMoves, chooseMove, type AnalysisInput, type BotInput } from "~/engine/bots";
import { Rng } from "~/engine/core/rng";
import type { ThinkAnswer, ThinkRequest } from "./thinking-thread";

parentPort?.on("message", (r: ThinkRequest) => {
  let answer: ThinkAnswer;
  try {
    if (r.kind === "analyse") {
      const input = { ...r.input, rng: Rng.from(r.rng), budget: { playouts: r.playouts } } as AnalysisInput;
      answer = { id: r.id, ok: true, move: analyseMoves(input) };
    } else {
      const input = {
        ...r.input,
        rng: Rng.from(r.rng),
        budget: { ms: r.ms, now: () => performance.now() },
      } as BotInput;
      // Plain JSON data back (moves are records' moves).
      answer = { id: r.id, ok: true, move: JSON.parse(JSON.stringify(chooseMove(input))) };
    }
  } catch (e) {
    answer = { id: r.id, ok: false, error: (e as Error).message };
  }
  parentPort!.postMessage(answer);
});
