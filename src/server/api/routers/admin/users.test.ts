import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("admin.users", (t) => {
  it("searches email and display name in any case, newest first, a page at a time, without password hashes", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const tag = `wisteria${Date.now().toString(36)}`;
    const a = await createTestUser(db, { displayName: `Ann ${tag}` });
    const b = await createTestUser(db, { email: `${tag}-bob@example.test`, displayName: "Bob" });
    const c = await createTestUser(db, { displayName: `Cy ${tag.toUpperCase()}` });
    await createTestUser(db, { displayName: "Unrelated" });

    const all = await caller.admin.users({ query: tag });
    expect(all.total).toBe(3);
    expect(all.users.map((u) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(Object.keys(all.users[0]!).sort()).toEqual([
      "bot",
      "createdAt",
      "displayName",
      "email",
      "id",
      "role",
      "status",
    ]);

    const page1 = await caller.admin.users({ query: tag, pageSize: 2 });
    const page2 = await caller.admin.users({ query: tag, pageSize: 2, page: 2 });
    expect(page1).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect([...page1.users, ...page2.users].map((u) => u.id)).toEqual([c.id, b.id, a.id]);

    expect((await caller.admin.users({ query: `${tag}-BOB@` })).users.map((u) => u.id)).toEqual([b.id]);
    // LIKE wildcards in the query are plain characters.
    expect((await caller.admin.users({ query: "%" })).total).toBe(0);
    expect((await caller.admin.users({ query: tag, role: "ADMIN" })).total).toBe(0);
  });

  it("refuses a bad page size with BAD_REQUEST", async () => {
    const { caller } = await adminCaller(t().db);
    await expect(caller.admin.users({ pageSize: 1000 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
