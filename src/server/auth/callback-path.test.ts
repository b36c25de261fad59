import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

describe("safeCallbackPath", () => {
  it("keeps a path on the site, with its query and fragment", () => {
    expect(safeCallbackPath("/table/abc?invite=x#seat")).toBe("/table/abc?invite=x#seat");
    expect(safeCallbackPath("/admin")).toBe("/admin");
    expect(safeCallbackPath(["/replays", "/play"])).toBe("/replays");
    // encoded slashes are part of one path segment, not a host
    expect(safeCallbackPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeCallbackPath("/%5C%5Cevil.example")).toBe("/%5C%5Cevil.example");
  });

  it("gives the fallback for nothing", () => {
    expect(safeCallbackPath(undefined)).toBe("/play");
    expect(safeCallbackPath("")).toBe("/play");
    expect(safeCallbackPath([])).toBe("/play");
    expect(safeCallbackPath(null, "/")).toBe("/");
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\t//evil.example",
    "/\r\n/evil.example",
    "/\\\t\\evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    " //evil.example",
    "https://evil.example/",
    "http://site.invalid@evil.example/",
    "HTTPS://EVIL.EXAMPLE",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//%65vil.example",
    "ftp://evil.example",
  ])("refuses %j (another origin once a browser reads it)", (value) => {
    expect(safeCallbackPath(value)).toBe("/play");
    expect(safeCallbackPath(value, "/play", "https://hanafuda.example.org")).toBe("/play");
  });

  it("accepts an absolute address of the site's own origin as its path", () => {
    expect(safeCallbackPath("https://hanafuda.example.org/table/x?y=1", "/play", "https://hanafuda.example.org")).toBe(
      "/table/x?y=1",
    );
    expect(safeCallbackPath("http://hanafuda.example.org/table/x", "/play", "https://hanafuda.example.org")).toBe(
      "/play",
    );
    expect(
      safeCallbackPath("https://hanafuda.example.org.evil.example/", "/play", "https://hanafuda.example.org"),
    ).toBe("/play");
    // a browser reads a scheme without slashes as a path on a base of the same scheme
    expect(safeCallbackPath("https:evil.example", "/play", "https://hanafuda.example.org")).toBe("/evil.example");
    expect(safeCallbackPath("https:evil.example", "/play", "http://hanafuda.example.org")).toBe("/play");
  });

  it("returns the address as the browser reads it, without the characters it drops", () => {
    expect(safeCallbackPath("/ta\tble/a\nbc")).toBe("/table/abc");
    expect(safeCallbackPath("/table\\abc")).toBe("/table/abc");
  });
});
