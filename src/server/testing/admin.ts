// Admin procedure tests: every one refuses anonymous callers (UNAUTHORIZED) and players (FORBIDDEN) before it
// looks at its input or the database.
import { expect } from "vitest";
import type { Db } from "../db/client";
import { callerFor, createTestUser } from "./context";

type Caller = ReturnType<typeof callerFor>;

export async function expectAdminOnly(db: Db, call: (caller: Caller) => Promise<unknown>): Promise<void> {
  const player = await createTestUser(db);
  await expect(call(callerFor(db))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  await expect(call(callerFor(db, player))).rejects.toMatchObject({
    code: "FORBIDDEN",
    message: "Only admins may do this.",
  });
}

/** A new admin account and a caller acting as it. */
export async function adminCaller(db: Db, displayName = "Admin") {
  const admin = await createTestUser(db, { role: "ADMIN", displayName });
  return { admin, caller: callerFor(db, admin) };
}

/** An admin's caller and a new player for it to act on (suspend, audit…); `over`: the player's details. */
export async function adminAndPlayer(db: Db, over: Parameters<typeof createTestUser>[1] = {}) {
  const { admin, caller } = await adminCaller(db);
  return { admin, caller, target: await createTestUser(db, over) };
}
