import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("admin.audit", (t) => {
  it("pages through the entries newest first and filters by action and target", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const targets = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    for (const u of targets) await caller.admin.setRole({ userId: u.id, role: "ADMIN" });
    await caller.admin.setRole({ userId: targets[0]!.id, role: "PLAYER" });

    const first = await caller.admin.audit({ limit: 2 });
    expect(first.entries.map((e) => e.targetId)).toEqual([targets[0]!.id, targets[2]!.id]);
    expect(first.nextCursor).toBe(first.entries[1]!.id);
    const second = await caller.admin.audit({ limit: 2, cursor: first.nextCursor });
    expect(second.entries.map((e) => e.targetId)).toEqual([targets[1]!.id, targets[0]!.id]);

    expect((await caller.admin.audit({ action: "user.demote" })).entries.map((e) => e.targetId)).toEqual([
      targets[0]!.id,
    ]);
    expect((await caller.admin.audit({ targetType: "preset", targetId: targets[0]!.id })).entries).toEqual([]);
  });

  it("refuses a bad limit with BAD_REQUEST", async () => {
    const { caller } = await adminCaller(t().db);
    await expect(caller.admin.audit({ limit: 0 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
