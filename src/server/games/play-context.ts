// What the game service needs from its caller: the database (through repositories) and the realtime bus.
import type { Db } from "../db/client";
import type { RealtimeBus } from "../realtime/bus";

export interface PlayContext {
  db: Db;
  bus: RealtimeBus;
}
