import { expect, it } from "vitest";
import { checkSignIn } from "../../../auth/sign-in";
import { adminAndPlayer, adminCaller } from "../../../testing/admin";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { auditWords } from "../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.unsuspend", (t) => {
  it("lets a suspended user sign in again and audits it once", async () => {
    const { db } = t();
    const { caller, target } = await adminAndPlayer(db, { displayName: "Penitent" });
    await caller.admin.suspend({ userId: target.id });
    expect(await caller.admin.unsuspend({ userId: target.id })).toMatchObject({ status: "ACTIVE" });
    await caller.admin.unsuspend({ userId: target.id }); // already active: nothing written
    const signIn = await checkSignIn(db, { email: target.email, password: target.password, address: "198.51.100.5" });
    expect(signIn.ok).toBe(true);
    const { entries } = await caller.admin.audit({ targetId: target.id });
    expect(entries.map((e) => e.action)).toEqual(["user.unsuspend", "user.suspend"]);
    expect(said(entries[0]!)).toBe(`lifted the suspension of Penitent <${target.email}>`);
  });

  it("tells the user their account is active again, once, and only when it was suspended", async () => {
    const { db } = t();
    const { caller, target } = await adminAndPlayer(db, { displayName: "Returning" });
    const never = await createTestUser(db, { displayName: "Never suspended" });
    await caller.admin.suspend({ userId: target.id, reason: "spam" });
    await caller.admin.unsuspend({ userId: target.id });
    await caller.admin.unsuspend({ userId: target.id }); // already active: no second message
    await caller.admin.unsuspend({ userId: never.id });
    const mine = await callerFor(db, target).notification.list({});
    expect(mine.items.map((n) => [n.kind, n.text, n.href, n.read])).toEqual([
      ["account", "Your account is active again: you can sign in, play and join tournaments.", "/", false],
    ]);
    expect(await callerFor(db, target).notification.unreadCount()).toEqual({ unread: 1 });
    expect((await callerFor(db, never).notification.list({})).items).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown user", async () => {
    const { caller } = await adminCaller(t().db);
    await expect(caller.admin.unsuspend({ userId: "nobody" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
