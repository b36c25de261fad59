import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "./password";

describe("password hashing (scrypt)", () => {
  it("stores the parameters with a random salt and verifies the right password only", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b); // salted
    expect(Buffer.from(a.split("$")[5]!, "base64")).toHaveLength(SCRYPT_PARAMS.keyLength);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("never matches a malformed hash and asks to re-hash weaker parameters", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1000$8$1$AAAA$BBBB")).toBe(false);
    expect(needsRehash("scrypt$16384$8$1$c2FsdHNhbHRzYWx0$" + Buffer.alloc(64).toString("base64"))).toBe(true);
  });

  it("treats canonically equivalent Unicode the same (NFKC)", async () => {
    const h = await hashPassword("caf\u00e9 au lait!");
    expect(await verifyPassword("cafe\u0301 au lait!", h)).toBe(true);
  });
});
