import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { auditWords } from "../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.setRole", (t) => {
  it("promotes and demotes, each written to the audit log; the new admin may act at once", async () => {
    const { db } = t();
    const { admin, caller } = await adminCaller(db, "Chief");
    const target = await createTestUser(db, { displayName: "Rising" });
    expect(await caller.admin.setRole({ userId: target.id, role: "ADMIN" })).toMatchObject({
      id: target.id,
      role: "ADMIN",
    });
    await expect(callerFor(db, { ...target, role: "ADMIN" }).admin.users()).resolves.toBeTruthy();
    expect(await caller.admin.setRole({ userId: target.id, role: "PLAYER" })).toMatchObject({ role: "PLAYER" });
    // Setting the role it already has writes nothing.
    await caller.admin.setRole({ userId: target.id, role: "PLAYER" });

    const { entries } = await caller.admin.audit({ targetId: target.id });
    expect(entries.map((e) => e.action)).toEqual(["user.demote", "user.promote"]);
    expect(entries[1]).toMatchObject({
      actor: { id: admin.id, displayName: "Chief" },
      targetType: "user",
      details: { from: "PLAYER", to: "ADMIN", email: target.email },
    });
    expect(said(entries[1]!)).toBe(`promoted Rising <${target.email}> to admin`);
  });

  it("never lets an admin change their own role, and never demotes the last active admin", async () => {
    const { db } = t();
    const { admin, caller } = await adminCaller(db);
    await expect(caller.admin.setRole({ userId: admin.id, role: "PLAYER" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot demote your own account: ask another admin.",
    });
    // Demote every other admin of this database first, leaving `admin` as the last one.
    const others = (await caller.admin.users({ role: "ADMIN", pageSize: 100 })).users.filter((u) => u.id !== admin.id);
    for (const o of others) await caller.admin.setRole({ userId: o.id, role: "PLAYER" });
    // Another admin (made here) tries to demote `admin`, then `admin` demotes them: the second one is the last.
    const second = await createTestUser(db, { role: "ADMIN" });
    await callerFor(db, second).admin.setRole({ userId: admin.id, role: "PLAYER" });
    await expect(callerFor(db, second).admin.setRole({ userId: second.id, role: "PLAYER" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const { setUserRole } = await import("../../../repositories/user-admin");
    expect(await setUserRole(db, second.id, "PLAYER", () => null)).toEqual({ ok: false, reason: "last-admin" });
  });

  it("refuses to promote or suspend a practice bot (one account plays every practice table of its level), changing nothing", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const { ensureBotAccounts } = await import("../../../repositories/bots");
    const [bot] = await ensureBotAccounts(db, "heuristic", 1);
    const refusal = {
      code: "PRECONDITION_FAILED",
      message: "This is one of the site's bots: it cannot be made an admin or suspended.",
    };
    await expect(caller.admin.setRole({ userId: bot!.id, role: "ADMIN" })).rejects.toMatchObject(refusal);
    await expect(caller.admin.suspend({ userId: bot!.id, reason: "" })).rejects.toMatchObject(refusal);
    const listed = (await caller.admin.users({ query: "bot:heuristic:1" })).users.find((u) => u.id === bot!.id);
    expect(listed).toMatchObject({ role: "PLAYER", status: "ACTIVE", bot: "heuristic" });
    expect((await caller.admin.audit({ targetId: bot!.id })).entries).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown user and BAD_REQUEST for an unknown role", async () => {
    const { caller } = await adminCaller(t().db);
    await expect(caller.admin.setRole({ userId: "nobody", role: "ADMIN" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // @ts-expect-error a role that does not exist
    await expect(caller.admin.setRole({ userId: "nobody", role: "OWNER" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
