// SFJ test vectors F1-F11, read from vectors/vectors.json (scalachess style).

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Rng } from "../../core/rng";
import { parseCard } from "../../core/cards";
import { DEAL_TABLE } from "../deal";
import { highestDrawers } from "../firstDealer";
import { configOf } from "../options";
import { rolesOf, type RoleKey } from "../roles";
import { settle } from "../scoring";
import { playRandomRound, R, randomDeal, setupOf } from "./kit";

interface Vector {
  id: string;
  rule: string;
  kind: "settle" | "roles" | "deal-sizes" | "dealer-rotation" | "first-dealer";
  players?: number;
  points?: number[];
  roles?: RoleKey[][];
  captured?: string[][];
  draws?: { seat: number; card: string }[];
  firstDealer?: number;
  expect: Record<string, unknown>;
}

const file = JSON.parse(readFileSync(new URL("../vectors/vectors.json", import.meta.url), "utf8")) as {
  vectors: Vector[];
};

const cards = (codes: string[]) => codes.map((c) => parseCard(c)!);

describe("SFJ vectors", () => {
  it("covers F1 to F11", () =>
    expect(file.vectors.map((v) => v.id)).toEqual([
      "F1",
      "F2",
      "F3",
      "F4",
      "F5",
      "F6",
      "F7",
      "F8",
      "F9",
      "F10",
      "F11",
    ]));

  for (const v of file.vectors) {
    it(`${v.id}: ${v.rule}`, () => {
      switch (v.kind) {
        case "settle": {
          const config = configOf(v.players!, setupOf(v.players!).options);
          const { scores } = settle(config, v.points!, v.roles!);
          expect(scores).toEqual(v.expect.scores);
          expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
          break;
        }
        case "roles": {
          const config = configOf(v.players!, setupOf(v.players!).options);
          const roles = v.captured!.map((c) => rolesOf(config, cards(c)));
          expect(roles).toEqual(v.expect.roles);
          const zero = new Array<number>(v.players!).fill(config.breakeven);
          const { scores } = settle(config, zero, roles);
          expect(scores).toEqual(v.expect.roleNet);
          break;
        }
        case "deal-sizes": {
          for (const [n, sizes] of Object.entries(v.expect)) {
            const t = DEAL_TABLE[Number(n)]!;
            expect([t.hand, t.field, t.pile]).toEqual(sizes);
            expect(t.hand * Number(n) + t.field + t.pile).toBe(48);
            // The engine deals exactly these sizes.
            const deal = R.dealFromSeed(R.newGameAwaitingDeal(setupOf(Number(n))), 0, "f9") as {
              hands: string[][];
              field: string[];
              pile: string[];
            };
            expect([deal.hands[0]!.length, deal.field.length, deal.pile.length]).toEqual(sizes);
            expect(deal.hands).toHaveLength(Number(n));
          }
          break;
        }
        case "dealer-rotation": {
          const expected = v.expect.dealers as number[];
          for (const seed of ["a", "b", "c", "d", "e"]) {
            const rng = Rng.fromSeed(`f10/${seed}`);
            let s = R.newGameAwaitingDeal(setupOf(v.players!));
            const dealers: number[] = [];
            const winners: number[] = [];
            for (let round = 0; round < expected.length; round++) {
              const dealer = round === 0 ? v.firstDealer! : R.expectedDealer(s)!;
              if (round > 0) {
                // Any other seat is refused.
                for (let other = 0; other < v.players!; other++)
                  if (other !== dealer) expect(R.startRound(s, other, randomDeal(rng, v.players!)).ok).toBe(false);
              }
              const started = R.startRound(s, dealer, randomDeal(rng, v.players!));
              if (!started.ok) throw new Error(started.error.message);
              dealers.push(dealer);
              s = playRandomRound(started.state, rng).state;
              winners.push(R.roundSummaries(s).at(-1)!.winner!);
            }
            expect(dealers).toEqual(expected);
            // nextDealer in the summaries follows the rotation too, whoever won.
            expect(R.roundSummaries(s).map((x) => x.nextDealer)).toEqual([
              ...expected.slice(1),
              (expected.at(-1)! + 1) % v.players!,
            ]);
          }
          break;
        }
        case "first-dealer": {
          const draws = v.draws!.map((d) => ({ seat: d.seat, card: parseCard(d.card)! }));
          expect(highestDrawers(draws)).toEqual([v.expect.dealer]);
          break;
        }
      }
    });
  }
});
