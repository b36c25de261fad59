// Golden records (src/engine/koikoi/golden/*.json: see golden/README.md) replay through the generic record module
// to their expected `hanafuda replay` output; malformed ones are refused at the right place.

import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { everyEngineGame, replayRecord } from "../../record";

const dir = new URL("../golden/", import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, dir), "utf8")) as unknown;
const records = (sub: string) =>
  readdirSync(new URL(sub, dir)).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));

describe("Koi-Koi golden records", () => {
  it("has the goldens the README describes", () => {
    expect(records("./").sort()).toEqual([
      "koikoi-then-stop.json",
      "lucky-hands-season.json",
      "random-season-options.json",
      "random-year.json",
    ]);
    expect(records("malformed/").sort()).toEqual([
      "bad-option.json",
      "decision-not-offered.json",
      "missing-take.json",
      "thrown-in-field-four.json",
      "wrong-dealer.json",
    ]);
  });
  for (const g of records("./"))
    it(`${g} replays to ${g.replace(".json", ".expected.json")}`, () => {
      const out = replayRecord(read(g), everyEngineGame);
      expect(out).toEqual(read(g.replace(".json", ".expected.json")));
      // Only the round's winner scores.
      if (out.ok) for (const r of out.rounds) expect(r.scores.filter((s) => s !== 0).length).toBeLessThanOrEqual(1);
    });
  for (const g of records("malformed/"))
    it(`malformed/${g} is refused at the right place`, () => {
      const out = replayRecord(read(`malformed/${g}`), everyEngineGame);
      expect(out.ok).toBe(false);
      expect(out).toEqual(read(`malformed/${g.replace(".json", ".expected.json")}`));
    });
  it("replays through the site's record lookup too (the site offers the game)", () => {
    const out = replayRecord(read("koikoi-then-stop.json"));
    expect(out).toEqual(read("koikoi-then-stop.expected.json"));
  });
});
