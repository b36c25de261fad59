import { expect, it } from "vitest";
import { sessionFromToken, openSession } from "../../../auth/session";
import { checkSignIn } from "../../../auth/sign-in";
import { adminAndPlayer, adminCaller } from "../../../testing/admin";
import { describeWithDatabase } from "../../../testing/database";
import { auditWords } from "../../../testing/audit-words";

const said = auditWords();

describeWithDatabase("admin.suspend", (t) => {
  it("ends the user's sessions at once, refuses their sign-in with a clear message, and audits it", async () => {
    const { db } = t();
    const { caller, target } = await adminAndPlayer(db, { displayName: "Rascal" });
    const s1 = await openSession(db, target.id);
    const s2 = await openSession(db, target.id);
    expect(await sessionFromToken(db, s1.sessionToken)).not.toBeNull();

    const r = await caller.admin.suspend({ userId: target.id, reason: "  cheating  " });
    expect(r).toMatchObject({ id: target.id, status: "SUSPENDED", sessionsEnded: 2 });
    expect(await sessionFromToken(db, s1.sessionToken)).toBeNull();
    expect(await sessionFromToken(db, s2.sessionToken)).toBeNull();
    expect(await checkSignIn(db, { email: target.email, password: target.password, address: "198.51.100.4" })).toEqual({
      ok: false,
      error: "suspended",
    });

    const [entry] = (await caller.admin.audit({ targetId: target.id })).entries;
    expect(entry).toMatchObject({ action: "user.suspend", details: { reason: "cheating", sessionsEnded: 2 } });
    expect(said(entry!)).toBe(`suspended Rascal <${target.email}> (cheating), ending 2 sessions`);
  });

  it("never suspends yourself or the last active admin", async () => {
    const { db } = t();
    const { admin, caller } = await adminCaller(db);
    await expect(caller.admin.suspend({ userId: admin.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot suspend your own account: ask another admin.",
    });
    const { setUserStatus } = await import("../../../repositories/user-admin");
    const others = (await caller.admin.users({ role: "ADMIN", status: "ACTIVE", pageSize: 100 })).users.filter(
      (u) => u.id !== admin.id,
    );
    for (const o of others) await caller.admin.suspend({ userId: o.id });
    expect(await setUserStatus(db, admin.id, "SUSPENDED", () => null)).toEqual({ ok: false, reason: "last-admin" });
  });

  it("answers NOT_FOUND for an unknown user and BAD_REQUEST for an overlong reason", async () => {
    const { caller } = await adminCaller(t().db);
    await expect(caller.admin.suspend({ userId: "nobody" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.admin.suspend({ userId: "nobody", reason: "x".repeat(501) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
