// Golden records (src/engine/sfj/golden/*.json, checked by hand: see golden/README.md) replay
// through the generic record module to their expected `hanafuda replay` output.

import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { replayRecord } from "../../record";

const dir = new URL("../golden/", import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, dir), "utf8")) as unknown;

const goldens = readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));
const malformed = readdirSync(new URL("malformed/", dir)).filter(
  (f) => f.endsWith(".json") && !f.endsWith(".expected.json"),
);

describe("SFJ golden records", () => {
  it("has the goldens the README describes", () => {
    expect(goldens.sort()).toEqual([
      "2p-keep-two-fours.json",
      "2p-replace.json",
      "2p-round.json",
      "2p-six-rounds-tie.json",
      "3p-refill.json",
      "3p-roles.json",
      "3p-six-rounds.json",
      "4p-bright-roles-stack.json",
      "4p-five-brights.json",
    ]);
  });
  for (const g of goldens) {
    it(`${g} replays to ${g.replace(".json", ".expected.json")}`, () => {
      const out = replayRecord(read(g));
      expect(out).toEqual(read(g.replace(".json", ".expected.json")));
      if (out.ok) for (const r of out.rounds) expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    });
  }
  for (const g of malformed) {
    it(`malformed/${g} is refused at the right place`, () => {
      const out = replayRecord(read(`malformed/${g}`));
      expect(out.ok).toBe(false);
      expect(out).toEqual(read(`malformed/${g.replace(".json", ".expected.json")}`));
    });
  }
});
