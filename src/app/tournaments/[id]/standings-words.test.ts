// The standings' "placed above the next on …" reads as a sentence in French with every criterion, feminine and plural
// ones too ("au inscription antérieure", "au victoires" were once shown under each name).
import { translatorFor } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";

const CRITERIA = ["score", "buchholz", "sonnebornBerger", "headToHead", "wins", "seed"] as const;

describe("aboveNextOn in French", () => {
  const t = translatorFor("Tournaments", "fr");
  it("does not glue “au” to a feminine or plural criterion", () => {
    for (const c of CRITERIA) {
      const line = t("aboveNextOn", { criterion: t(`criterion.${c}`) });
      expect(line).not.toMatch(/\bau (inscription|victoires|confrontation)/);
    }
    expect(t("aboveNextOn", { criterion: t("criterion.seed") })).toBe(
      "Devant le suivant (critère\u00a0: inscription antérieure)",
    );
  });
});
