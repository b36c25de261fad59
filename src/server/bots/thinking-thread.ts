// The strong bots think in a worker thread: their search spends its whole budget (250 ms) computing, which on the
// main thread would stall every request and stream of the process for that long — and Judge stamps reactions with
// the server's clock, so a stalled loop would be unfair to live players. One thread, started at the first strong
// move, answers requests one at a time; its input is what chooseMove gets (the seat's view and legal moves), with
// the random generator passed as its state and the budget as milliseconds (a clock cannot cross threads). The replay's
// analysis panel (replay.analyse) asks the same thread for analyseMoves with a fixed playout budget, so a reviewer's
// question waits its turn behind the bots' moves instead of taking the request thread.
import { Worker } from "node:worker_threads";
import type { AnalysisInput, BotInput, MoveAnalysis } from "~/engine/bots";
import type { RngState } from "~/engine/core/rng";

export type ThinkRequest =
  | {
      id: number;
      kind: "choose";
      /** The bot input without its generator and budget (structured-clone data only). */
      input: Omit<BotInput, "rng" | "budget">;
      rng: RngState;
      ms: number;
    }
  | {
      id: number;
      kind: "analyse";
      input: Omit<AnalysisInput, "rng" | "budget">;
      rng: RngState;
      playouts: number;
    };

/** `move`: chooseMove's move, or analyseMoves's figures for an "analyse" request. */
export type ThinkAnswer = { id: number; ok: true; move: unknown } | { id: number; ok: false; error: string };

/** Past this the answer is given up (the caller plays the stand-in's move): a search checks its clock every iteration. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The thread gave no answer in time: it is busy (a loaded machine), not broken. */
export class ThinkingTimeout extends Error {
  override readonly name = "ThinkingTimeout";
}

const WORKER_FILE = ["./thinking-worker", "mjs"].join(".");

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (move: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
>();

function failAll(e: Error): void {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    pending.delete(id);
    p.reject(e);
  }
}

function thread(): Worker {
  if (worker) return worker;
  // Named at run time, so a bundler that meets this module does not try to bundle the thread (it runs under tsx,
  // in the server process's module graph: src/server/boot/serve.ts's job worker).
  const w = new Worker(new URL(WORKER_FILE, import.meta.url));
  // The thread never keeps the process alive; a pending answer does (its timer).
  w.unref();
  w.on("message", (a: ThinkAnswer) => {
    const p = pending.get(a.id);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(a.id);
    if (a.ok) p.resolve(a.move);
    else p.reject(new Error(a.error));
  });
  w.on("error", (e) => {
    if (worker === w) worker = null;
    failAll(e instanceof Error ? e : new Error(String(e)));
  });
  w.on("exit", (code) => {
    if (worker === w) worker = null;
    failAll(new Error(`the bots' thinking thread stopped (exit code ${code})`));
  });
  worker = w;
  return w;
}

function ask(request: ThinkRequest, extraMs: number): Promise<unknown> {
  const id = request.id;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new ThinkingTimeout(`the bots' thinking thread gave no answer in ${ANSWER_TIMEOUT_MS + extraMs} ms`));
    }, ANSWER_TIMEOUT_MS + extraMs);
    pending.set(id, { resolve, reject, timer });
    thread().postMessage(request);
  });
}

/** chooseMove(input) with `ms` of thinking, computed in the thinking thread. Rejects if the thread fails or takes too long. */
export function thinkOffThread(input: BotInput, ms: number): Promise<unknown> {
  const { rng, budget: _budget, ...rest } = input;
  return ask({ id: nextId++, kind: "choose", input: rest, rng: rng.state(), ms }, ms);
}

/** analyseMoves(input) (its fixed playout budget) computed in the thinking thread. Rejects if the thread fails or takes too long. */
export async function analyseOffThread(input: AnalysisInput): Promise<MoveAnalysis> {
  const { rng, budget, ...rest } = input;
  return (await ask(
    { id: nextId++, kind: "analyse", input: rest, rng: rng.state(), playouts: budget.playouts },
    0,
  )) as MoveAnalysis;
}

/** Stops the thread (server shutdown, tests). */
export async function stopThinkingThread(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
