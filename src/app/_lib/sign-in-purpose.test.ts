// The sign-in and sign-up pages say where a visitor goes back to: an invitation to a table, a table, a tournament.
import { describe, expect, it } from "vitest";
import { signInPurpose } from "./sign-in-purpose";

describe("signInPurpose", () => {
  it("names an invitation to a table", () => {
    expect(signInPurpose("/table/cmw1?invite=kMrh0fMj-6lF")).toBe("invited");
    expect(signInPurpose("/table/cmw1?code=abc")).toBe("invited");
  });

  it("names a table or a tournament opened without an invitation", () => {
    expect(signInPurpose("/table/cmw1")).toBe("table");
    expect(signInPurpose("/tournaments/t1")).toBe("tournament");
  });

  it("says nothing special for the lobby and other pages", () => {
    for (const p of ["/play", "/", "/profile", "/table", "/tournaments", "/tournaments/new/x"])
      expect(signInPurpose(p), p).toBeNull();
  });
});
