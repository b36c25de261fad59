import { describe, expect, it } from "vitest";
import { SAKURA_OPTION_SPECS } from "~/engine/sakura/options";
import { SUTDA_OPTION_SPECS } from "~/engine/sutda/options";
import { LENGTH_OPTIONS, changedRules, differencesLine, rulesInWords } from "./describe";
import { checkPresetOptions, optionFieldOf, playerCountsText } from "./engine-check";

describe("checkPresetOptions", () => {
  it("fills every option as the engine parses them and lists the player counts the rules work with", () => {
    const r = checkPresetOptions("sakura", { gaji: "off" });
    expect(r).toMatchObject({ ok: true, playerCounts: [2, 3, 4, 5, 6, 7] });
    if (r.ok) expect(Object.keys(r.options)).toHaveLength(SAKURA_OPTION_SPECS.length);
    expect(checkPresetOptions("sakura", { oibana: "on" })).toMatchObject({ ok: true, playerCounts: [3, 4, 5, 6] });
    expect(checkPresetOptions("mushi", undefined)).toMatchObject({ ok: true, playerCounts: [2] });
  });

  it("refuses a Sutda option the deck cannot support with the engine's message, its phrase and the option's field", () => {
    expect(checkPresetOptions("sutda", { amhaeng_eosa: "on" })).toEqual({
      ok: false,
      message:
        'Option amhaeng_eosa = "on" needs the Wisteria Cuckoo (M04-0) and the Bush Clover Boar (M07-0), which the s4_kasu deck does not have; choose deck = "standard20" or "all40".',
      field: "options.amhaeng_eosa",
      // the page says it from the option, its value, the deck and the cards' names in the reader's language
      phrase: {
        key: "needsDeck",
        args: { option: "amhaeng_eosa", value: "on", deck: "s4_kasu" },
        cards: { cards: [12, 24] },
      },
    });
    expect(checkPresetOptions("sutda", { deck: "all40", amhaeng_eosa: "on" }).ok).toBe(true);
  });

  it("refuses unknown games, options and values", () => {
    expect(checkPresetOptions("hachi-hachi", {})).toMatchObject({ ok: false, field: "game" });
    expect(checkPresetOptions("sfj", { rounds: 7 })).toMatchObject({ ok: false, field: "options.rounds" });
    expect(checkPresetOptions("judge", { window_ms: 999 })).toMatchObject({ ok: false, field: "options.window_ms" });
    expect(checkPresetOptions("judge", [])).toMatchObject({ ok: false, field: null });
  });

  it("says what an option may be by its label, in the form's words, not the engine's", () => {
    expect(checkPresetOptions("sakura", { rounds: 0 })).toEqual({
      ok: false,
      message: "Rounds: choose a whole number from 1 to 120.",
      field: "options.rounds",
      // what the option takes, for the pages and the server to say in the reader's words
      phrase: { key: "optionRange", args: { option: "rounds", min: 1, max: 120 } },
    });
    // a cross-option rule of the same kind (Season's Flowers plays a year or half of one)
    expect(checkPresetOptions("sfj", { rounds: 7 })).toEqual({
      ok: false,
      message: "Rounds: choose 12 rounds (a year) or 6 rounds (half a year).",
      field: "options.rounds",
      phrase: { key: "optionChoice", args: { option: "rounds" }, choices: { choices: [12, 6] } },
    });
    const deck = SUTDA_OPTION_SPECS.find((s) => s.name === "deck")!;
    expect(checkPresetOptions("sutda", { deck: "nope" })).toMatchObject({
      ok: false,
      message: `Deck: choose ${
        deck.kind === "enum"
          ? deck.values
              .map((v) => v.label)
              .slice(0, -1)
              .join(", ")
          : ""
      } or ${deck.kind === "enum" ? deck.values.at(-1)!.label : ""}.`,
    });
    expect(checkPresetOptions("mushi", { colour: "red" })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Mushi.* has no house rule called “colour”\.$/),
    });
    for (const [game, raw] of [
      ["sakura", { rounds: 0 }],
      ["sfj", { rounds: 7 }],
      ["judge", { window_ms: 999 }],
      ["sutda", { deck: 3 }],
    ] as const) {
      const r = checkPresetOptions(game, raw);
      expect(r.ok || r.message).not.toMatch(/option "|; got |must be/);
    }
  });
});

describe("optionFieldOf", () => {
  it("finds the option a message names first, by name or label", () => {
    expect(optionFieldOf('option "deck" must be ...', SUTDA_OPTION_SPECS)).toBe("options.deck");
    expect(
      optionFieldOf(
        'option ttaengjabi = "on" needs ...; use ttaengjabi = "any_3_7", or deck = "standard20"',
        SUTDA_OPTION_SPECS,
      ),
    ).toBe("options.ttaengjabi");
    expect(optionFieldOf("the starting stack (1) must be at least the ante (5)", SUTDA_OPTION_SPECS)).toBe(
      "options.stack",
    );
    expect(optionFieldOf("Oi-bana is for 3 to 6 players", SAKURA_OPTION_SPECS)).toBe("options.oibana");
    expect(optionFieldOf("something else entirely", SUTDA_OPTION_SPECS)).toBeNull();
  });
});

describe("rules in words", () => {
  it("lists the rules in force with values in words, marking the ones that differ from the defaults", () => {
    const rules = rulesInWords("sakura", { gaji: "off", match_scoring: "victories" });
    expect(rules.find((r) => r.name === "gaji")).toMatchObject({
      label: "Gaji (wild Lightning)",
      value: "Off",
      defaultValue: "On",
      isDefault: false,
    });
    expect(rules.some((r) => r.name === "gaji_november_restriction")).toBe(false);
    expect(rules.some((r) => r.name === "basa_chu")).toBe(true);
    expect(differencesLine(rules)).toBe("Game scoring: Round victories · Gaji (wild Lightning): Off");
    expect(differencesLine(rulesInWords("sakura", {}))).toBe("The standard rules");
  });

  it("words player counts", () => {
    expect(playerCountsText([2, 3, 4])).toBe("2 to 4 players");
    expect(playerCountsText([2])).toBe("2 players");
    expect(playerCountsText([2, 4, 6])).toBe("2, 4 or 6 players");
  });
});

describe("a game's length and its changed rules in words", () => {
  it("list the rules a table sets apart from its preset, the length left out", () => {
    expect(changedRules("sakura", { gaji: "off", rounds: 6 }, { rounds: 12 }, LENGTH_OPTIONS)).toEqual([
      { name: "gaji", label: "Gaji (wild Lightning)", value: "Off", key: "off" },
    ]);
    expect(changedRules("sakura", { gaji: "off" }, { gaji: "off" })).toEqual([]);
  });
});
