// A number that can reach the thousands is written as the reader's language groups it ("1.500" in German, "1,500" in
// Japanese): an ICU `{x}` prints it as it is ("1500"), `{x, number}` and a plural's `#` group it. Sutda's chips (an
// ante up to 1,000,000, starting chips up to 100,000,000) and the admin overview's counts of accounts and presets.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { catalogFor } from "./catalog";

type Markup = (key: string, values: Record<string, number | ((chunks: string) => string)>) => string;

/** `key` in `locale` with `values`, its tags kept as their text. */
const say = (locale: Locale, key: string, values: Record<string, number>) =>
  (createTranslator({ locale, messages: catalogFor(locale) }) as unknown as { markup: Markup }).markup(key, {
    ...values,
    strong: (s) => s,
    i: (s) => s,
  });

describe("numbers in the thousands inside a message", () => {
  it("group the admin overview's counts", () => {
    expect(say("de", "Admin.overview.accounts", { count: 12_345 })).toBe("12.345 Konten insgesamt");
    expect(say("de", "Admin.overview.adminsSuspended", { admins: 2, suspended: 1500 })).toBe(
      "2 Admins · 1.500 gesperrt",
    );
    expect(say("ja", "Admin.overview.adminsSuspended", { admins: 1200, suspended: 1500 })).toBe(
      "管理者1,200人・停止中1,500人",
    );
    expect(say("fr", "Admin.overview.presets", { count: 1500, hidden: 1200 })).toMatch(
      /^1\s500 préréglages · 1\s200 masqués$/,
    );
  });

  it("group Sutda's chips: the ante and the starting chips", () => {
    expect(say("de", "RuleConflicts.stackBelowAnte", { stack: 1000, ante: 2500 })).toBe(
      "Die Start-Chips (1.000) müssen mindestens den Grundeinsatz (2.500) decken.",
    );
    expect(say("en", "RulesSutda.hand.deal", { ante: 1000 })).toMatch(/the ante of 1,000\.$/);
    expect(say("ko", "RulesSutda.hand.deal", { ante: 1000 })).toContain("기본 판돈 1,000");
  });
});
