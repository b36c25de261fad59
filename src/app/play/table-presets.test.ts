import { describe, expect, it } from "vitest";
import { changedFromPreset, optionsOfPreset, optionsOfPresetKeepingChanges, optionsOverPreset } from "./table-presets";

describe("the create-table form over a house-rule preset", () => {
  const noGaji = { id: "p1", options: { gaji: "off", match_scoring: "victories" } };

  it("starts from the preset's values", () => {
    expect(optionsOfPreset("sakura", noGaji)).toMatchObject({ gaji: "off", match_scoring: "victories", rounds: 12 });
  });

  it("sends only what the creator changed from the preset, including a change back to the engine's default", () => {
    const options = { ...optionsOfPreset("sakura", noGaji), gaji: "on", rounds: 6 };
    expect(optionsOverPreset("sakura", options, noGaji)).toEqual({ gaji: "on", rounds: 6 });
    expect(changedFromPreset("sakura", options, noGaji)).toEqual(["Rounds", "Gaji (wild Lightning)"]);
    expect(optionsOverPreset("sakura", optionsOfPreset("sakura", noGaji), noGaji)).toEqual({});
  });

  it("leaves out rules that are not in force", () => {
    const options = { ...optionsOfPreset("sakura", noGaji), gaji_wild_when_drawn: true };
    expect(optionsOverPreset("sakura", options, noGaji)).toEqual({});
  });

  it("keeps the rules the creator changed before the default preset arrived", () => {
    const current = { ...optionsOfPreset("sakura", null), rounds: 6 };
    expect(optionsOfPresetKeepingChanges("sakura", current, noGaji)).toMatchObject({
      rounds: 6,
      gaji: "off",
      match_scoring: "victories",
    });
  });
});
