// A table's changed rule said from the catalog and the server's enum key, without the games' option specs.
import { describe, expect, it } from "vitest";
import { translatorFor } from "../_lib/testing/intl";
import type { OptionsTranslator } from "./option-words";
import { ruleChangeWith } from "./rule-change-words";

const options = (locale: "en" | "ja") => translatorFor("Options", locale) as unknown as OptionsTranslator;

describe("a changed rule in the lobby's words", () => {
  it("says an enum's value by its key, a yes or no as the catalog's, a number as it is", () => {
    const ja = ruleChangeWith(options("ja"));
    const t = options("ja");
    expect(ja("sakura", { name: "gaji", label: "Gaji (wild Lightning)", value: "Off", key: "off" })).toEqual({
      rule: t("sakura.gaji.label"),
      value: t("sakura.gaji.values.off"),
    });
    const drawn = { name: "gaji_wild_when_drawn", label: "Gaji wild when drawn", value: "no", key: null };
    expect(ja("sakura", drawn).value).toBe(t("boolean.no"));
    expect(ja("sakura", { name: "rounds", label: "Rounds", value: "6", key: null }).value).toBe("6");
  });

  it("keeps the engine's English where the catalog has no words", () => {
    const en = ruleChangeWith(options("en"));
    expect(en("sakura", { name: "made_up", label: "Made up", value: "Sideways", key: "sideways" })).toEqual({
      rule: "Made up",
      value: "Sideways",
    });
  });
});
