import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("admin router (admin procedures)", (t) => {
  it("refuses anonymous callers (UNAUTHORIZED) and players (FORBIDDEN)", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await expect(callerFor(db).admin.users()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(db, player).admin.users()).rejects.toMatchObject({ code: "FORBIDDEN", message: "Only admins may do this." });
  });

  it("lists the user count and the newest users for an admin, without password hashes", async () => {
    const { db } = t();
    const admin = await createTestUser(db, { role: "ADMIN", displayName: "Admin" });
    const newest = await createTestUser(db, { displayName: "Newest" });
    const r = await callerFor(db, admin).admin.users({ limit: 5 });
    expect(r.count).toBeGreaterThanOrEqual(2);
    expect(r.newest[0]).toMatchObject({ id: newest.id, displayName: "Newest", role: "PLAYER", status: "ACTIVE" });
    expect(Object.keys(r.newest[0]!).sort()).toEqual(["createdAt", "displayName", "email", "id", "role", "status"]);
    expect((await callerFor(db, admin).admin.users()).newest.length).toBeLessThanOrEqual(20);
  });
});
