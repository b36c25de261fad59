import { describe, expect, it } from "vitest";
import type { OptionSpec, OptionValue } from "~/engine/core/options";
import type { Phrase } from "~/engine/core/phrase";
import { getRuleset } from "~/engine/registry";
import {
  initialState,
  matchingPreset,
  optionsToSend,
  shownOptionSpecs,
  teamChoices,
  toCreateInput,
  validateForm,
  withPreset,
} from "./table-form-model";

describe("the create-table form model", () => {
  it("starts from the engine's defaults and sends nothing but the changes", () => {
    const s = initialState("sakura");
    expect(s.players).toBe(2);
    expect(toCreateInput(s)).toEqual({
      game: "sakura",
      playerCount: 2,
      teams: "none",
      options: {},
      timeControl: { kind: "per_move", seconds: 86400 },
      timeoutsBeforeForfeit: 3,
      visibility: "PUBLIC",
    });
    expect(optionsToSend("sakura", { ...s.options, rounds: 4 })).toEqual({ rounds: 4 });
  });

  it("offers teams as the engine lays them out", () => {
    expect(teamChoices("sakura", 2).map((t) => t.value)).toEqual(["none"]);
    expect(teamChoices("sakura", 4).map((t) => t.value)).toEqual(["none", "2v2"]);
    expect(teamChoices("sakura", 6).map((t) => t.value)).toEqual(["none", "3x2", "2x3"]);
    expect(teamChoices("sfj", 4).map((t) => t.value)).toEqual(["none"]);
  });

  it("applies a preset and recognises it again", () => {
    const s = withPreset(initialState("sakura"), "hawaii_fudawiki");
    expect(s.options.direction).toBe("counterclockwise");
    expect(matchingPreset("sakura", s.options)).toBe("hawaii_fudawiki");
    expect(matchingPreset("sakura", initialState("sakura").options)).toBe("");
    expect(matchingPreset("sakura", { ...s.options, rounds: 5 })).toBeNull();
  });

  it("drops options whose dependency is off (the engine would refuse them)", () => {
    const s = initialState("sfj");
    expect(
      optionsToSend("sfj", { ...s.options, black_tea_and_cake: "moon_cup", japanese_tea_and_sweets: "curtain_cup" }),
    ).toEqual({});
    expect(
      optionsToSend("sfj", {
        ...s.options,
        tea_party_sets: "custom",
        black_tea_and_cake: "moon_cup",
        japanese_tea_and_sweets: "curtain_cup",
      }),
    ).toEqual({
      tea_party_sets: "custom",
      black_tea_and_cake: "moon_cup",
      japanese_tea_and_sweets: "curtain_cup",
    });
  });

  it("puts the engine's refusals beside the field they concern, as the words of their phrase", () => {
    // The phrase's key stands for its words here: create-table-form.test.tsx checks the page's language.
    const said = (p: Phrase) => `${p.key} ${JSON.stringify(p.args ?? {})}`;
    expect(validateForm(initialState("sakura"), said)).toEqual({ fields: {}, form: null });
    const oibana = validateForm(
      { ...initialState("sakura"), options: { ...initialState("sakura").options, oibana: "on" } },
      said,
    );
    expect(oibana).toEqual({ fields: { "options.oibana": "oibanaPlayers {}" }, form: null });
    const stack = validateForm(
      { ...initialState("sutda"), options: { ...initialState("sutda").options, ante: 50, stack: 10 } },
      said,
    );
    expect(stack.form ?? Object.values(stack.fields)[0]).toBe('stackBelowAnte {"stack":10,"ante":50}');
    const ante = validateForm(
      { ...initialState("sutda"), options: { ...initialState("sutda").options, ante: -1 } },
      said,
    );
    expect(ante.fields["options.ante"]).toMatch(/^optionRange \{"option":"ante"/);
    expect(validateForm({ ...initialState("koikoi"), players: 3 }, said)).toEqual({
      fields: { players: 'playersExact {"players":2,"count":3}' },
      form: null,
    });
  });
});

describe("every option field the form shows takes effect", () => {
  const games = ["sakura", "sfj", "mushi", "sutda", "judge"] as const;
  /** A value of the spec other than its default (null: none). */
  const otherValue = (spec: OptionSpec): OptionValue | null => {
    if (spec.kind === "boolean") return !spec.default;
    if (spec.kind === "enum") return spec.values.find((v) => v.value !== spec.default)?.value ?? null;
    return (spec.default as number) + 1 <= spec.max ? (spec.default as number) + 1 : (spec.default as number) - 1;
  };

  for (const game of games) {
    it(`${game}: with the defaults and with each enum rule changed, each shown field changed is sent`, () => {
      const start = initialState(game).options;
      const specs = getRuleset(game)!.optionSpecs;
      const starts = [
        start,
        ...specs.flatMap((s) => (s.kind === "enum" ? s.values.map((v) => ({ ...start, [s.name]: v.value })) : [])),
      ];
      for (const options of starts) {
        const { length, rules } = shownOptionSpecs(game, options);
        for (const spec of [...length, ...rules]) {
          if (options[spec.name] !== spec.default) continue;
          const v = otherValue(spec);
          if (v === null) continue;
          expect(
            optionsToSend(game, { ...options, [spec.name]: v }),
            `${game}: ${spec.name} with ${JSON.stringify(options)}`,
          ).toHaveProperty(spec.name, v);
        }
      }
    });
  }

  it("Sutda: the game end beside the players; the number of hands only when the game ends after a number of hands", () => {
    const names = (options: Record<string, OptionValue>) =>
      shownOptionSpecs("sutda", options).length.map((s) => s.name);
    expect(names(initialState("sutda").options)).toEqual(["end"]);
    expect(names({ ...initialState("sutda").options, end: "rounds_N" })).toEqual(["end", "rounds"]);
    expect(shownOptionSpecs("sutda", initialState("sutda").options).rules.map((s) => s.name)).not.toContain("end");
    expect(shownOptionSpecs("mushi", initialState("mushi").options).length.map((s) => s.name)).toEqual(["rounds"]);
    expect(
      shownOptionSpecs("mushi", { ...initialState("mushi").options, rounds: "target" }).length.map((s) => s.name),
    ).toEqual(["rounds", "target"]);
  });
});
