// The realtime bus of this process, chosen from the database mode: in memory with the embedded database (it serves
// exactly one process), LISTEN/NOTIFY with an external one. src/server/boot/serve.ts creates it before Next.js starts
// and registers it in the process's services, so the Next.js bundle, the job worker and the routers share one bus.
import { getProcessDatabase, type Database } from "../db/database";
import type { RealtimeBus } from "./bus";
import { MemoryBus } from "./memory-bus";
import { PgNotifyBus } from "./pg-bus";
import { services } from "../services";

declare module "../services" {
  interface Services {
    bus?: Promise<RealtimeBus>;
  }
}

export async function createRealtimeBus(database: Pick<Database, "mode" | "url" | "pool">): Promise<RealtimeBus> {
  if (database.mode === "embedded") return new MemoryBus();
  return PgNotifyBus.start({ url: database.url, pool: database.pool });
}

export function setProcessRealtimeBus(bus: RealtimeBus): void {
  services().bus = Promise.resolve(bus);
}

/** The process's bus (created from the process database on first use when serve.ts did not register one). */
export function getRealtimeBus(): Promise<RealtimeBus> {
  return (services().bus ??= getProcessDatabase().then(createRealtimeBus));
}
