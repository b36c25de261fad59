// Every line of a Koi-Koi round's explanation carries a phrase of the app's Explain catalog (a yaku by its Yaku
// catalog name), said without error in every language, while the English labels stay for records and the CLI.

import { describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";
import { explanationsOfRandomGame, phrasesOf, unphrased } from "../../core/testing/explanations";
import { sayEverywhere } from "~/i18n/testing/say-everywhere";
import { R, setupOf } from "./kit";

const MIXES = [
  {},
  { field_brights: "multiply", koikoi_bonus: "opponent_count", drawn_round: "oya_ken_6", lucky_hands: "win_6" },
  { seven_point_double: "off", drawn_round: "no_score", field_four_of_a_kind: "dealer_wins_6" },
];

const CATALOGS = LOCALES.map((locale) => ({ locale, messages: catalogFor(locale) }));

describe("Koi-Koi explanations in the reader's language", () => {
  const all = MIXES.flatMap((options, i) =>
    [0, 1, 2].flatMap((n) => explanationsOfRandomGame(R, setupOf(options), `koikoi-phrases-${i}-${n}`)),
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
    // the games reach the yaku, the multipliers and a stop's note
    for (const k of ["yakuName", "koikoiTimes", "stopped"]) expect(keys).toContain(k);
  });
  it("keeps the English labels", () => {
    const steps = all.flatMap((e) => e.sides.flatMap((s) => s.steps));
    const yaku = steps.find((st) => st.phrase?.key === "yakuName")!;
    expect(yaku.label).toMatch(/^[A-Z][a-zō-]+ \(/);
    const times = steps.find((st) => st.phrase?.key === "koikoiTimes")!;
    expect(times.label).toBe(`Koi-koi ×${times.phrase!.args!.times}`);
  });
});
