// A refusal that names several players lists them in the reader's language ("Aki, Emi and Ken", "Aki、Emi、Ken"):
// the names travel as a list and are joined when the words are written, not with an English comma beforehand.
import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { serverText } from "./server-text";

describe("a list of names in the server's words", () => {
  const names = ["Aki", "Emi", "Ken"];

  it("is joined as the reader's language lists names", () => {
    expect(serverText("en", "Errors", "seatsKeptForInvitedNames", { names })).toContain("(Aki, Emi and Ken)");
    expect(serverText("ja", "Errors", "seatsKeptForInvitedNames", { names })).toContain("（Aki、Emi、Ken）");
    expect(serverText("de", "Errors", "rematchSeatsKept", { names })).toContain("(Aki, Emi und Ken)");
  });

  it("reaches a refusal's words in each language", () => {
    const e = new DomainError("CONFLICT", "rematchSeatsKept", { params: { names } });
    expect(e.message).toContain("(Aki, Emi and Ken)");
    expect(e.textIn("ko")).toContain("(Aki, Emi 및 Ken)");
  });
});
