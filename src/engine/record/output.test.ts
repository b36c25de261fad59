// The JSON `hanafuda replay` prints has exactly the keys docs/record-format.md gives, in its order:
// { ok, game, rounds: [{ scores, yaku, winner, nextDealer }], totals, winner }, with no nextDealer in Judge.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { replayRecord } from "./replay";

const goldens = ["sakura", "sfj", "mushi", "judge", "sutda"].flatMap((game) => {
  const dir = fileURLToPath(new URL(`../${game}/golden/`, import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json") && !f.endsWith(".rounds.json"))
    .map((f) => ({ game, name: f, record: JSON.parse(readFileSync(dir + f, "utf8")) as unknown }));
});

describe("hanafuda replay's output keys", () => {
  it("the goldens include cancelled deals (a Mushi misdeal, a Sakura redeal)", () => {
    const cancelled = goldens.filter((g) => g.name === "misdeal-redeal.json" || g.name === "teshi-kuttsuki.json");
    expect(cancelled).toHaveLength(2);
  });

  for (const g of goldens) {
    it(`${g.game}/${g.name}`, () => {
      const out = replayRecord(g.record);
      if (!out.ok) return; // a malformed golden: faults.test and the games' golden tests check those
      expect(Object.keys(out)).toEqual(["ok", "game", "rounds", "totals", "winner"]);
      for (const round of out.rounds)
        expect(Object.keys(round)).toEqual(
          g.game === "judge" ? ["scores", "yaku", "winner"] : ["scores", "yaku", "winner", "nextDealer"],
        );
    });
  }
});
