// Next.js loads a route's code the first time someone asks for it: on a server just started, the first visitor of the
// home page waits about two seconds for it (a rules page nearly three), the next one a tenth of that. The production
// server asks for its main pages itself once it listens, one after the other, so its first visitors meet them loaded.
import { get } from "node:http";
import type { AddressInfo } from "node:net";

/** The pages asked for: each route a visitor is likely to open first (a table's route by an id that has no table). */
export const WARM_UP_PATHS = [
  "/",
  "/rules",
  "/rules/koikoi",
  "/play",
  "/tournaments",
  "/replays",
  "/players",
  "/sign-in",
  "/sign-up",
  "/table/warm-up",
] as const;

/** Where a server listening on `address` can reach itself. */
export function ownOrigin(address: AddressInfo): string {
  const host = address.address === "::" || address.address === "0.0.0.0" ? "127.0.0.1" : address.address;
  return `http://${address.family === "IPv6" && host !== "127.0.0.1" ? `[${host}]` : host}:${address.port}`;
}

function visit(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = get(url, { headers: { "user-agent": "hanafuda-warm-up" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? null));
      res.on("error", () => resolve(null));
    });
    req.on("error", () => resolve(null));
    req.setTimeout(30_000, () => req.destroy());
  });
}

/** Asks `origin` for each of `paths` in turn; resolves with each one's status (null: no answer), never rejects. */
export async function warmUp(origin: string, paths: readonly string[] = WARM_UP_PATHS): Promise<(number | null)[]> {
  const statuses: (number | null)[] = [];
  for (const path of paths) statuses.push(await visit(origin + path));
  return statuses;
}
