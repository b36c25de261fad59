import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getRuleset } from "~/engine/registry";
import { parseOptionValues } from "~/engine/core/options";
import { Rng } from "~/engine/core/rng";
import { applyViewPatch, decodeViews, diffView, encodeViews, type Json } from "./view-patch";

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as Json;

describe("view patches", () => {
  it("turn any JSON value into any other, without touching the first", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = JSON.stringify(a);
        const next = applyViewPatch(json(a), diffView(json(a), json(b)));
        expect(next).toEqual(json(b));
        expect(JSON.stringify(a)).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it("treat keys that name Object's own properties (valueOf, __proto__, constructor) as plain keys", () => {
    const cases: [string, string][] = [
      ['{"valueOf":null}', "{}"],
      ["{}", '{"valueOf":1}'],
      ['{"__proto__":{"a":1}}', '{"__proto__":{"a":2},"b":3}'],
      ['{"constructor":[1]}', '{"toString":"x"}'],
    ];
    for (const [a, b] of cases) {
      const next = applyViewPatch(
        JSON.parse(a) as Json,
        JSON.parse(JSON.stringify(diffView(JSON.parse(a) as Json, JSON.parse(b) as Json))) as never,
      );
      expect(JSON.stringify(next)).toBe(JSON.stringify(JSON.parse(b)));
      expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    }
  });

  it("send a Sakura round's views as small changes that decode to the same views", () => {
    const ruleset = getRuleset("sakura")!;
    const options = parseOptionValues(ruleset.optionSpecs, { rounds: 1 }, "sakura");
    if (!options.ok) throw new Error(options.error.message);
    const start = ruleset.newGame({ players: 2, teams: null, options: options.value }, "patch");
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const rng = Rng.fromSeed("patch");
    const views: Json[] = [json(ruleset.playerView(state, 0))];
    while (ruleset.phase(state) === "playing") {
      const seat = ruleset.toAct(state)[0]!;
      const moves = ruleset.legalMoves(state, seat);
      const r = ruleset.applyMove(state, moves[rng.int(moves.length)]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      views.push(json(ruleset.playerView(state, 0)));
    }
    const patches = encodeViews(views);
    expect(decodeViews(patches)).toEqual(views);
    const whole = JSON.stringify(views).length;
    const sent = JSON.stringify(patches).length;
    expect(sent).toBeLessThan(whole / 2);
  });
});
