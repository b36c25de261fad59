// A rule's number is written as the reader's language groups numbers (Sutda's starting chips "1,000", "1.000"), not
// as the engine's plain "1000"; words the engine gives stay words.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { getGameFacts } from "~/engine/facts";
import type { Locale } from "~/lib/locales";
import { optionWordsWith, type OptionsTranslator } from "./option-words";

const value = (locale: Locale, game: string, name: string, english: string) =>
  optionWordsWith(translatorFor("Options", locale) as unknown as OptionsTranslator).value(game, name, english);

describe("a house rule's value", () => {
  it("groups a number in the thousands by the page's language", () => {
    expect(value("en", "sutda", "stack", "1000")).toBe("1,000");
    expect(value("de", "sutda", "stack", "1000")).toBe("1.000");
    expect(value("ja", "sutda", "ante", "1000000")).toBe("1,000,000");
    expect(value("fr", "judge", "window_ms", "1500")).toMatch(/^1\s500$/);
    expect(value("en", "koikoi", "rounds", "12")).toBe("12");
  });

  it("keeps a value that is not a number as the catalog words it", () => {
    const spec = getGameFacts("koikoi")!.optionSpecs.find((s) => s.name === "viewing_yaku");
    const on = spec?.kind === "enum" ? spec.values.find((v) => v.value === "on")!.label : "";
    expect(value("de", "koikoi", "viewing_yaku", on)).toBe("Gezählt");
    expect(value("en", "sutda", "allow_zero_open", "yes")).toBe("yes");
  });
});
