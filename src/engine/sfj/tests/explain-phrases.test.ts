// Every line of a Season's Flowers round's explanation carries a phrase of the app's Explain catalog (a role by its
// SfjRoles name), said without error in every language, while the English labels stay for records and the CLI.

import { describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";
import { explanationsOfRandomGame, phrasesOf, unphrased } from "../../core/testing/explanations";
import { sayEverywhere } from "~/i18n/testing/say-everywhere";
import { R, setupOf } from "./kit";

const CATALOGS = LOCALES.map((locale) => ({ locale, messages: catalogFor(locale) }));

describe("Season's Flowers explanations in the reader's language", () => {
  const all = [2, 3, 4].flatMap((players) =>
    [0, 1, 2, 3].flatMap((n) => explanationsOfRandomGame(R, setupOf(players), `sfj-phrases-${players}-${n}`)),
  );
  it("give every step and every note a phrase", () => {
    expect(all.length).toBeGreaterThan(20);
    for (const e of all) expect(unphrased(e)).toEqual([]);
  });
  it("say every phrase in all six languages", () => {
    const keys = new Set<string>();
    for (const e of all)
      for (const p of phrasesOf(e)) {
        sayEverywhere(p, CATALOGS);
        keys.add(p.key);
      }
    for (const k of ["cardPoints", "breakeven", "roleWon", "rolePaid"]) expect(keys).toContain(k);
  });
  it("names a role from the SfjRoles catalog and keeps the English label", () => {
    const steps = all.flatMap((e) => e.sides.flatMap((s) => s.steps));
    const paid = steps.find((st) => st.phrase?.key === "rolePaid")!;
    expect(paid.phrase!.terms!.role!.ns).toBe("SfjRoles");
    expect(paid.label).toMatch(new RegExp(`^Pays .+ to seat ${paid.phrase!.args!.seat}$`));
  });
});
