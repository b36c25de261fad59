// A built-in preset's title and description are the platform's words: the Options catalog says them in every language
// (in English exactly as seeded), and the views point at them only while an admin has not rewritten them.
import { describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";
import { builtInPresets, builtInWordKeys } from "./built-in-presets";

type Words = Record<string, { presets?: Record<string, { label?: string; help?: string }> }>;
const options = (locale: string) => catalogFor(locale).Options as unknown as Words;

describe("the built-in presets' words", () => {
  it("are the Options catalog's in English, and every language has them", () => {
    const all = builtInPresets();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const b of all) {
      const en = options("en")[b.game]?.presets?.[b.builtIn];
      expect(en, `${b.game}/${b.builtIn}`).toEqual({ label: b.title, help: b.description });
      for (const locale of LOCALES) {
        const words = options(locale)[b.game]?.presets?.[b.builtIn];
        expect(words?.label, `${locale} ${b.game}/${b.builtIn}`).toBeTruthy();
        expect(words?.help, `${locale} ${b.game}/${b.builtIn}`).toBeTruthy();
      }
    }
    expect(options("ja")[all[0]!.game]!.presets!.default!.label).toBe("標準ルール");
  });

  it("are pointed at while they are the platform's, and not once an admin rewrote them or for an admin's preset", () => {
    const b = builtInPresets().find((p) => p.builtIn === "default")!;
    const key = `${b.game}.presets.default`;
    expect(builtInWordKeys(b)).toEqual({ titleKey: `${key}.label`, descriptionKey: `${key}.help` });
    expect(builtInWordKeys({ ...b, title: "Club night" })).toEqual({ titleKey: null, descriptionKey: `${key}.help` });
    expect(builtInWordKeys({ ...b, description: "Ours." })).toEqual({ titleKey: `${key}.label`, descriptionKey: null });
    expect(builtInWordKeys({ ...b, builtIn: null })).toEqual({ titleKey: null, descriptionKey: null });
    expect(builtInWordKeys({ ...b, builtIn: "no_such_preset" })).toEqual({ titleKey: null, descriptionKey: null });
  });
});
