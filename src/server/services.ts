// The services of this process: ONE object, made when the process boots (serve.ts registers the database and the bus
// in it before Next.js starts) and reached by every module that keeps something for the whole process: the database
// (db/database.ts), the Prisma client (db/client.ts) and its pool for hot statements (db/hot-query.ts), the realtime
// bus (realtime/process-bus.ts), the job worker's kick (jobs/kick.ts), the open streams (security/stream-limit.ts),
// the Judge coordinators (judge/coordinator.ts) and the caches of game states (games/state-cache.ts), seat replays
// (replays/replay-service.ts) and analyses (replays/analysis-service.ts). Each of those modules declares its own field
// (`declare module "../services"`) and fills it on first use, so this file depends on none of them.
//
// It is the server's only global (one key on globalThis): serve.ts and the Next.js bundle are separate module
// instances in one process, and both must reach the same services.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules that own the fields
export interface Services {}

const KEY = "__hanafudaServices";

/** This process's services. */
export function services(): Services {
  const root = globalThis as unknown as { [KEY]?: Services };
  return (root[KEY] ??= {});
}
