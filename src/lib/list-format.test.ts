// Lists as each language writes them, English as the site writes it: no serial comma.
import { describe, expect, it } from "vitest";
import { listFormat } from "./list-format";

describe("a list in a language", () => {
  it("joins with the language's own 'and', English without the serial comma", () => {
    expect(listFormat("en").format(["Aki", "Emi", "Ken"])).toBe("Aki, Emi and Ken");
    expect(listFormat("ja").format(["Aki", "Emi", "Ken"])).toBe("Aki、Emi、Ken");
    expect(listFormat("de").format(["Aki", "Emi", "Ken"])).toBe("Aki, Emi und Ken");
  });

  it("lists choices with the language's own 'or' when asked", () => {
    expect(listFormat("en", "disjunction").format(["2", "4", "6"])).toBe("2, 4 or 6");
    expect(listFormat("ja", "disjunction").format(["2", "4", "6"])).toBe("2、4、または6");
  });
});
