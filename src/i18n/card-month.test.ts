// A card named with its month on the first-dealer panel: a card name that already ends in brackets ("난초 열끗 (다리)")
// must not be followed by a second bracket ("(다리)(5월)").
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { catalogFor } from "./catalog";

describe.each(LOCALES)("%s: a card with its month", (locale) => {
  const messages = catalogFor(locale);
  // the catalog is read at run time, so the translator's keys are not typed here
  const t = createTranslator({ locale, messages }) as unknown as (
    key: string,
    values: Record<string, string>,
  ) => string;
  const cards = Object.values(messages.Cards as Record<string, string>);

  it("never puts two bracketed asides side by side", () => {
    const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2001, 4, 15));
    const lines = cards.map((card) => t("FishingBoard.firstDealer.cardMonth", { card, month }));
    expect(lines.filter((line) => /[)）]\s*[(（]/.test(line))).toEqual([]);
  });
});
