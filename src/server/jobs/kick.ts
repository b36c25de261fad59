// Lets code that enqueued a job due now wake this process's worker at once instead of at its next poll. The worker
// registers itself here (globalThis: serve.ts and the Next.js bundle are separate module instances in one process).
const registry = globalThis as unknown as { __hanafudaJobKick?: () => void };

export function setJobKick(kick: (() => void) | null): void {
  registry.__hanafudaJobKick = kick ?? undefined;
}

export function kickJobWorker(): void {
  registry.__hanafudaJobKick?.();
}
