// The waiting room's line about a rematch names the old players who cannot come as the language lists names, its verb
// agreeing with how many they are.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import { tableView } from "~/app/_lib/testing/table-view";
import type { Locale } from "~/lib/locales";
import { RematchOfLine } from "./rematch-of-line";

/** The line saying `names` cannot come, in `locale`. */
function unavailable(names: string[], locale: Locale): string {
  const rematchOf = {
    gameId: "g0",
    offeredBy: { id: "akiko", displayName: "Akiko" },
    yours: true,
    expected: [],
    unavailable: names,
  };
  const html = renderIntl(<RematchOfLine table={tableView({})} rematchOf={rematchOf} />, locale);
  return htmlWords(/data-testid="rematch-unavailable">(.*?)<\/span>/s.exec(html)![1]!).trim();
}

describe("the old players a rematch waits for in vain", () => {
  it("are listed as the language lists names, the verb agreeing with how many", () => {
    expect(unavailable(["Botan"], "en")).toBe("Botan cannot come: bots may take that seat.");
    expect(unavailable(["Botan", "Kiku"], "en")).toBe("Botan and Kiku cannot come: bots may take those seats.");
    expect(unavailable(["Botan"], "de")).toMatch(/^Botan kann nicht kommen:/);
    expect(unavailable(["Botan", "Kiku"], "de")).toMatch(/^Botan und Kiku können nicht kommen:/);
    expect(unavailable(["Botan"], "fr")).toMatch(/^Botan ne peut pas venir :/);
    expect(unavailable(["Botan", "Kiku", "Ume"], "fr")).toMatch(/^Botan, Kiku et Ume ne peuvent pas venir :/);
    expect(unavailable(["Botan"], "es")).toMatch(/^Botan no puede venir:/);
    expect(unavailable(["Botan", "Kiku"], "es")).toMatch(/^Botan y Kiku no pueden venir:/);
    expect(unavailable(["Botan", "Kiku", "Ume"], "ja")).toMatch(/^Botan\u3001Kiku\u3001Ume\u3055\u3093/);
  });
});
