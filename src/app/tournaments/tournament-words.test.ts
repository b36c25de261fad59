// A tournament page's heading line in each language: Japanese joins the game and the format with "・", unspaced.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { headingLine } from "./tournament-words";

describe("a tournament's heading line", () => {
  it("joins the game and the format as each language does", () => {
    const v = { format: "swiss" } as const;
    expect(headingLine(v, "花札", translatorFor("Tournaments", "ja"))).toBe("花札・スイス式");
    expect(headingLine(v, "Hanafuda", translatorFor("Tournaments", "en"))).toBe("Hanafuda · Swiss");
  });
});
