import { describe, expect, it } from "vitest";
import { parseCard } from "./cards";
import { capturedBy, resolveMatch } from "./fishing";

const c = (code: string) => parseCard(code)!;

describe("the shared capture rule", () => {
  it("0 matches: the card stays", () => expect(resolveMatch([c("M01-0")], c("M02-2"))).toEqual({ kind: "none" }));
  it("1 match: that card", () =>
    expect(resolveMatch([c("M01-0"), c("M02-0")], c("M02-2"))).toEqual({ kind: "one", take: c("M02-0") }));
  it("2 matches: a choice, and the take is required", () => {
    const res = resolveMatch([c("M05-0"), c("M05-2"), c("M01-0")], c("M05-1"));
    expect(res).toEqual({ kind: "choice", options: [c("M05-0"), c("M05-2")] });
    expect(capturedBy(res, undefined).ok).toBe(false);
    expect(capturedBy(res, c("M01-0")).ok).toBe(false);
    expect(capturedBy(res, c("M05-2"))).toEqual({ ok: true, taken: [c("M05-2")] });
  });
  it("3 matches: all three", () => {
    const res = resolveMatch([c("M09-0"), c("M09-1"), c("M09-2")], c("M09-3"));
    expect(capturedBy(res, undefined)).toEqual({ ok: true, taken: [c("M09-0"), c("M09-1"), c("M09-2")] });
  });
  it("a filter hides uncapturable field cards", () => {
    expect(resolveMatch([c("M11-3")], c("M11-0"), (f) => f !== c("M11-3"))).toEqual({ kind: "none" });
  });
});
