// Differential test: the engine against the independent naive model (model.ts) over random rounds,
// with fours planted on the table and in hands so re-fills and replacements happen often.

import { describe, expect, it } from "vitest";
import { CARD_CODES } from "../../core/cards";
import { Rng } from "../../core/rng";
import type { SfjDealJson } from "../deal";
import { DEFAULT_MODEL_OPTIONS, ModelRound, type ModelOptions } from "./model";
import { R, randomDeal, startedGame } from "./kit";

const ROUNDS = Number(process.env.SFJ_MODEL_ROUNDS ?? 1500);

/** Moves cards between places so that `where` holds all four cards of a random month. */
function plantFour(rng: Rng, deal: SfjDealJson, where: "field" | number): void {
  const places: string[][] = [...deal.hands, deal.field, deal.pile];
  const target = where === "field" ? deal.field : deal.hands[where]!;
  const month = 1 + rng.int(12);
  const four = [0, 1, 2, 3].map((i) => `M${String(month).padStart(2, "0")}-${i}`);
  for (const card of four) {
    if (target.includes(card)) continue;
    // Swap `card` with a target card not of this month.
    const victimAt = target.findIndex((c) => !four.includes(c));
    const victim = target[victimAt]!;
    const from = places.find((p) => p.includes(card))!;
    from[from.indexOf(card)] = victim;
    target[victimAt] = card;
  }
}

const sortKey = (moves: unknown[]) => moves.map((m) => JSON.stringify(m, Object.keys(m as object).sort())).sort();

describe("engine = independent model", () => {
  it(`agrees on legal moves, tables, captures and scores over ${ROUNDS} random rounds`, () => {
    const rng = Rng.fromSeed("sfj-model");
    let refills = 0;
    let replacements = 0;
    for (let g = 0; g < ROUNDS; g++) {
      const players = 2 + (g % 3);
      const stack = rng.int(2) === 1;
      const mustMatch = rng.int(3) === 0;
      const chaff = rng.int(4) === 0 ? 1 : 0;
      const options: Record<string, string | number | boolean> = {
        bright_roles_stack: stack,
        must_play_matching_if_able: mustMatch,
        chaff_value: chaff,
      };
      const opt: ModelOptions = { ...DEFAULT_MODEL_OPTIONS, stack, mustMatch, chaff };
      if (rng.int(4) === 0) {
        options.tea_party_sets = "custom";
        options.black_tea_and_cake = "moon_cup";
        options.japanese_tea_and_sweets = "off";
        opt.black = ["M08-0", "M09-0"];
        opt.japanese = null;
      }
      const deal = randomDeal(rng, players);
      if (rng.int(3) === 0) plantFour(rng, deal, "field");
      if (rng.int(3) === 0) plantFour(rng, deal, rng.int(players));
      const dealer = rng.int(players);
      let s = startedGame(players, dealer, deal, options);
      const model = new ModelRound(players, dealer, deal, opt);
      refills += model.refills;
      let steps = 0;
      while (model.stage !== "over") {
        const r = s.round!;
        expect(r.field.map((c) => CARD_CODES[c])).toEqual(model.field);
        expect(r.hands.map((h) => h.map((c) => CARD_CODES[c]))).toEqual(model.hands);
        expect(r.pile.slice(r.pileTop).map((c) => CARD_CODES[c])).toEqual(model.pile);
        expect(R.toAct(s)).toEqual([model.turn]);
        const legal = R.legalMoves(s, model.turn);
        expect(sortKey([...legal])).toEqual(sortKey(model.legal()));
        const move = legal[rng.int(legal.length)]!;
        if ("replace" in move && move.replace) replacements++;
        model.apply(move as never);
        const next = R.applyMove(s, move);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
        expect(++steps).toBeLessThan(200);
      }
      const summary = R.roundSummaries(s)[0]!;
      expect(summary.scores).toEqual(model.scores());
      expect(summary.yaku).toEqual(model.captured.map((_, i) => model.roles(i)));
      expect(R.explainRound(s, 0)!.sides.map((x) => x.steps[0]!.cards!.slice().sort())).toEqual(
        model.captured.map((c) => [...c].sort()),
      );
    }
    // The planted fours really exercised both procedures.
    expect(refills).toBeGreaterThan(ROUNDS / 10);
    expect(replacements).toBeGreaterThan(ROUNDS / 20);
  });
});
