// Lets code that enqueued a job due now wake this process's worker at once instead of at its next poll. The worker
// registers itself in the process's services.
import { services } from "../services";

declare module "../services" {
  interface Services {
    jobKick?: () => void;
  }
}

export function setJobKick(kick: (() => void) | null): void {
  services().jobKick = kick ?? undefined;
}

export function kickJobWorker(): void {
  services().jobKick?.();
}
