import { expect, it } from "vitest";
import { describeWithDatabase } from "../testing/database";
import { createTestUser } from "../testing/context";
import { signInErrorMessage } from "./sign-in-errors";
import { checkSignIn, SIGN_IN_LIMITS } from "./sign-in";

const minute = 60_000;

describeWithDatabase("sign-in check and rate limits", (t) => {
  it("accepts the right password (any email case) and refuses a wrong one or an unknown account alike", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const ok = await checkSignIn(db, {
      email: user.email.toUpperCase(),
      password: user.password,
      address: "198.51.100.1",
    });
    expect(ok).toMatchObject({ ok: true, user: { id: user.id } });
    expect(ok.ok && "passwordHash" in ok.user).toBe(false);
    const wrong = await checkSignIn(db, { email: user.email, password: "wrong password!", address: "198.51.100.1" });
    const unknown = await checkSignIn(db, {
      email: "nobody@example.test",
      password: "whatever123",
      address: "198.51.100.1",
    });
    expect(wrong).toEqual({ ok: false, error: "invalid" });
    expect(unknown).toEqual({ ok: false, error: "invalid" });
    expect(signInErrorMessage("invalid")).toBe("Email or password is incorrect.");
  });

  it(`blocks an account after ${SIGN_IN_LIMITS.perAccount} failures in 15 minutes, even with the right password, then lets it in again`, async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const t0 = Date.now();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      // from different addresses: the account limit alone applies
      const r = await checkSignIn(
        db,
        { email: user.email, password: "nope nope nope", address: `192.0.2.${i}` },
        new Date(t0 + i * minute),
      );
      expect(r).toEqual({ ok: false, error: "invalid" });
    }
    const blocked = await checkSignIn(
      db,
      { email: user.email, password: user.password, address: "192.0.2.99" },
      new Date(t0 + 5 * minute),
    );
    // the first failure (t0) leaves the window at t0 + 15 min: 10 minutes from t0 + 5 min
    expect(blocked).toEqual({ ok: false, error: "too-many:10" });
    expect(signInErrorMessage("too-many:10")).toBe("Too many sign-in attempts. Try again in 10 minutes.");
    const later = await checkSignIn(
      db,
      { email: user.email, password: user.password, address: "192.0.2.99" },
      new Date(t0 + 15 * minute + 1),
    );
    expect(later.ok).toBe(true);
  });

  it("clears an account's failures on success", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const now = new Date();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++)
      await checkSignIn(db, { email: user.email, password: "bad password", address: "192.0.2.50" }, now);
    expect((await checkSignIn(db, { email: user.email, password: user.password, address: "192.0.2.50" }, now)).ok).toBe(
      true,
    );
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++)
      await checkSignIn(db, { email: user.email, password: "bad password", address: "192.0.2.51" }, now);
    expect((await checkSignIn(db, { email: user.email, password: user.password, address: "192.0.2.51" }, now)).ok).toBe(
      true,
    );
  });

  it(`blocks an address after ${SIGN_IN_LIMITS.perAddress} failures across accounts`, async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const address = "198.51.100.200";
    const now = new Date();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await checkSignIn(db, { email: `guess${i}@example.test`, password: "guessing123", address }, now);
    }
    expect(await checkSignIn(db, { email: user.email, password: user.password, address }, now)).toEqual({
      ok: false,
      error: "too-many:15",
    });
    expect(
      (await checkSignIn(db, { email: user.email, password: user.password, address: "198.51.100.201" }, now)).ok,
    ).toBe(true);
  });

  it(`evaluates at most ${SIGN_IN_LIMITS.perAccount} passwords of 60 sent at once for one account`, async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const now = new Date();
    // from 60 addresses: the account limit alone applies
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkSignIn(db, { email: user.email, password: `guess number ${i}`, address: `203.0.113.${i}` }, now),
      ),
    );
    // "invalid" is the answer of an evaluated password; the others were refused before it was looked at
    expect(results.filter((r) => !r.ok && r.error === "invalid")).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(results.filter((r) => !r.ok && r.error === "too-many:15")).toHaveLength(60 - SIGN_IN_LIMITS.perAccount);
    expect(await db.signInFailure.count({ where: { scope: "ACCOUNT", key: user.email.toLowerCase() } })).toBe(
      SIGN_IN_LIMITS.perAccount,
    );
  });

  it(`evaluates at most ${SIGN_IN_LIMITS.perAddress} passwords of 60 sent at once from one address`, async () => {
    const { db } = t();
    const address = "198.51.100.222";
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkSignIn(db, { email: `burst${i}@example.test`, password: "guessing123", address }, now),
      ),
    );
    expect(results.filter((r) => !r.ok && r.error === "invalid")).toHaveLength(SIGN_IN_LIMITS.perAddress);
    expect(results.filter((r) => !r.ok && r.error === "too-many:15")).toHaveLength(60 - SIGN_IN_LIMITS.perAddress);
  });

  it("does not count a successful sign-in against the address", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const address = "198.51.100.223";
    const now = new Date();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 2; i++) {
      expect((await checkSignIn(db, { email: user.email, password: user.password, address }, now)).ok).toBe(true);
    }
    expect(await db.signInFailure.count({ where: { scope: "ADDRESS", key: address } })).toBe(0);
  });

  it("refuses a suspended account after checking its password", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    await db.user.update({ where: { id: user.id }, data: { status: "SUSPENDED" } }); // admin pages come later
    expect(await checkSignIn(db, { email: user.email, password: user.password, address: "192.0.2.7" })).toEqual({
      ok: false,
      error: "suspended",
    });
    expect(await checkSignIn(db, { email: user.email, password: "wrong password", address: "192.0.2.7" })).toEqual({
      ok: false,
      error: "invalid",
    });
  });
});
