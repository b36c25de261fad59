import { expect, it } from "vitest";
import { describeWithDatabase } from "../testing/database";
import {
  countUsers,
  createUser,
  findCredentialsByEmail,
  findUserByEmail,
  newestUsers,
  promoteToAdmin,
  updateDisplayName,
} from "./users";

describeWithDatabase("users repository", (t) => {
  it("creates a user and refuses a second account with the same email", async () => {
    const { db } = t();
    const a = await createUser(db, { email: "ume@example.test", displayName: "Ume", passwordHash: "scrypt$x" });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.user).toMatchObject({ email: "ume@example.test", displayName: "Ume", role: "PLAYER", status: "ACTIVE" });
    expect(a.user).not.toHaveProperty("passwordHash");
    expect(await createUser(db, { email: "ume@example.test", displayName: "Other", passwordHash: "scrypt$y" })).toEqual(
      { ok: false, reason: "email-taken" },
    );
    expect((await findCredentialsByEmail(db, "ume@example.test"))?.passwordHash).toBe("scrypt$x");
  });

  it("renames, promotes and lists the newest users first", async () => {
    const { db } = t();
    const before = await countUsers(db);
    for (const n of ["kiku", "botan", "susuki"])
      await createUser(db, { email: `${n}@example.test`, displayName: n, passwordHash: "h" });
    expect(await countUsers(db)).toBe(before + 3);
    expect((await newestUsers(db, 2)).map((u) => u.displayName)).toEqual(["susuki", "botan"]);
    expect(await updateDisplayName(db, (await findUserByEmail(db, "kiku@example.test"))!.id, "Kiku")).toMatchObject({
      ok: true,
      user: { displayName: "Kiku" },
    });
    expect((await promoteToAdmin(db, "kiku@example.test"))?.role).toBe("ADMIN");
    expect(await promoteToAdmin(db, "nobody@example.test")).toBeNull();
  });
});
