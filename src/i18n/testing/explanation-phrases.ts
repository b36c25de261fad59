// The two checks each game's explanation test makes over its random games' explanations: every line carries a
// phrase, and every phrase is said through the catalogs of all six languages.
import { expect, it } from "vitest";
import type { RoundExplanation } from "~/engine/core/ruleset";
import { phrasesOf, unphrased } from "~/engine/core/testing/explanations";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";
import { sayEverywhere } from "./say-everywhere";

const CATALOGS = LOCALES.map((locale) => ({ locale, messages: catalogFor(locale) }));

/** The two tests over `all` (more than `atLeast` explanations); `keys`: phrases the games must reach. */
export function itPhrasesEveryLine(all: readonly RoundExplanation[], atLeast: number, keys: readonly string[]): void {
  it("give every step and every note a phrase", () => {
    expect(all.length).toBeGreaterThan(atLeast);
    for (const e of all) expect(unphrased(e)).toEqual([]);
  });
  it("say every phrase in all six languages", () => {
    const said = new Set<string>();
    for (const e of all)
      for (const p of phrasesOf(e)) {
        sayEverywhere(p, CATALOGS);
        said.add(p.key);
      }
    for (const k of keys) expect(said).toContain(k);
  });
}
