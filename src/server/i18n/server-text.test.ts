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

describe("choices in the server's words", () => {
  const choices = {
    oneOf: [
      { path: "Options.sfj.rounds.values.12", english: "12 rounds (a year)" },
      { path: "Options.sfj.rounds.values.6", english: "6 rounds (half a year)" },
    ],
  };

  it("are named from the reader's catalog and listed with the language's 'or'", () => {
    expect(serverText("en", "Errors", "roundsChoice", { choices })).toBe(
      "Rounds per game: choose 12 rounds (a year) or 6 rounds (half a year).",
    );
    expect(serverText("ja", "Errors", "roundsChoice", { choices })).toBe(
      "1ゲームの局数：12局（1年）または6局（半年）を選んでください。",
    );
    expect(serverText("de", "Errors", "roundsChoice", { choices })).toBe(
      "Runden pro Partie: Wähle 12 Runden (ein Jahr) oder 6 Runden (ein halbes Jahr).",
    );
  });

  it("keep the English words of a choice the catalog does not name", () => {
    const unnamed = { oneOf: [...choices.oneOf, { path: "Options.sfj.rounds.values.3", english: "3 rounds" }] };
    expect(serverText("en", "Errors", "roundsChoice", { choices: unnamed })).toBe(
      "Rounds per game: choose 12 rounds (a year), 6 rounds (half a year) or 3 rounds.",
    );
  });
});
