// Finding a player by name (/players): active accounts of people only, names starting with the words first.
import type { Db } from "../db/client";

export interface FoundPlayer {
  userId: string;
  displayName: string;
}

/**
 * Up to `take` active people (no bots, no suspended accounts) whose display name contains `query`, case-insensitive:
 * the names that start with it first, then the others, each group by name.
 */
export async function searchPlayers(db: Db, text: string, take: number): Promise<FoundPlayer[]> {
  // Prisma passes % and _ on to LIKE as wildcards: escaped, a name is searched for as typed.
  const query = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const people = { status: "ACTIVE", botLevel: null } as const;
  const select = { id: true, displayName: true } as const;
  const orderBy = [{ displayName: "asc" }, { id: "asc" }] as const;
  const starting = await db.user.findMany({
    where: { ...people, displayName: { startsWith: query, mode: "insensitive" } },
    select,
    orderBy: [...orderBy],
    take,
  });
  const inside =
    starting.length < take
      ? await db.user.findMany({
          where: {
            ...people,
            displayName: { contains: query, mode: "insensitive" },
            NOT: { displayName: { startsWith: query, mode: "insensitive" } },
          },
          select,
          orderBy: [...orderBy],
          take: take - starting.length,
        })
      : [];
  return [...starting, ...inside].map((u) => ({ userId: u.id, displayName: u.displayName }));
}
