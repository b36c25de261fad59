// The notifications a change to an event stored, found by their keys' prefix, and who they went to.
import { expect } from "vitest";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/** The notifications whose key starts with `prefix` (and that match `where`): who got each, and its English text. */
export const notesKeyed = (db: Db, prefix: string, where: Prisma.NotificationWhereInput = {}) =>
  db.notification.findMany({ where: { ...where, key: { startsWith: prefix } }, select: { userId: true, text: true } });

/** The notes went to exactly `users`, one each (in any order). */
export function expectToldExactly(notes: readonly { userId: string }[], users: readonly { id: string }[]): void {
  expect(notes.map((n) => n.userId).sort()).toEqual(users.map((u) => u.id).sort());
}
