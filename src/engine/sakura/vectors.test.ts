// The deck and Sakura test vectors as data (vectors/*.json), scalachess style: one test per vector.
import { describe, expect, it } from "vitest";
import {
  ALL_CARDS,
  CARD_CODES,
  CARD_KIND,
  monthOf,
  MUSHI_DECK_40,
  MUSHI_VALUE,
  parseCard,
  SAKURA_VALUE,
  SFJ_VALUE,
} from "../core/cards";
import deckVectors from "./vectors/deck.json";
import sakuraVectors from "./vectors/sakura.json";
import { decodeRules } from "./options";
import { playedRoundResult } from "./result";
import { roundScores, roundWinner, sidesFromDealer, victoryAward } from "./scoring";
import { dealSizes } from "./setup";
import { CAPTURED, DEAD, FIELD, STEP_DRAW, STEP_GAJI_TARGET, type RoundState, type SakuraState } from "./state";
import { buildDeal, card, codesAt, handOf, legalJson, playMoves, R, setupOf, startFrom } from "./testing/kit";
import { yakuOfCards } from "./yaku";
import { Rng } from "../core/rng";
import { BASA_CHU_BOTH, BASA_CHU_OFF, BASA_ONLY, CHU_ONLY } from "./options";

type V = Record<string, unknown> & { id: string; kind: string };
const ids = (codes: readonly string[]) => codes.map(card);
const sorted = (codes: readonly string[]) => [...codes].sort();

describe("deck vectors", () => {
  for (const v of deckVectors.vectors as V[]) {
    it(`${v.id}`, () => {
      switch (v.kind) {
        case "deck": {
          expect(ALL_CARDS.length).toBe(v.count);
          const kinds = v.kinds as Record<string, number>;
          const count = (k: string) =>
            ALL_CARDS.filter((c) => CARD_KIND[c] === k || (k === "R" && CARD_KIND[c]!.startsWith("R"))).length;
          for (const [k, n] of Object.entries(kinds)) expect(count(k), k).toBe(n);
          for (let m = 1; m <= 12; m++) expect(ALL_CARDS.filter((c) => monthOf(c) === m).length).toBe(v.perMonth);
          break;
        }
        case "sum": {
          const table = v.values === "sakura" ? SAKURA_VALUE : v.values === "sfj" ? SFJ_VALUE : MUSHI_VALUE;
          const sum = ALL_CARDS.reduce((a, c) => a + table[c]!, 0);
          expect(sum).toBe(v.sum);
          if (v.notHalf !== undefined) expect(sum / 2).not.toBe(v.notHalf);
          break;
        }
        case "values":
          for (const [code, value] of Object.entries(v.cards as Record<string, number>))
            expect(SAKURA_VALUE[card(code)], code).toBe(value);
          break;
        case "mushi-deck":
          expect(MUSHI_DECK_40.length).toBe(v.count);
          for (const m of v.absentMonths as number[]) expect(MUSHI_DECK_40.some((c) => monthOf(c) === m)).toBe(false);
          expect(MUSHI_DECK_40.reduce((a, c) => a + MUSHI_VALUE[c]!, 0)).toBe(v.sum);
          expect(MUSHI_DECK_40.reduce((a, c) => a + MUSHI_VALUE[c]!, 0) / 2).toBe(v.par);
          break;
        case "sutda-s4-deck": {
          const deck = ids(v.deck as string[]);
          expect(new Set(deck).size).toBe(v.count);
          for (const code of v.contains as string[]) expect(deck).toContain(card(code));
          expect(deck.some((c) => (c & 3) === v.noIdx)).toBe(false);
          expect(deck.reduce((a, c) => a + monthOf(c), 0)).toBe(v.monthSum);
          break;
        }
        default:
          throw new Error(`unknown vector kind ${v.kind}`);
      }
    });
  }
});

/** A round state whose cards sit where `where` says (the rest captured by side 1), for end-of-round tests. */
function syntheticRound(
  players: number,
  options: Record<string, string>,
  where: Record<string, number>,
  gaji: { side: number; month: number; pair: string },
): { state: SakuraState; round: RoundState } {
  const setup = setupOf(players, options);
  const state = startFrom(setup, 0, buildDeal(players, {}));
  const loc = Array.from({ length: 48 }, (_, c) => where[CARD_CODES[c]!] ?? CAPTURED + 1);
  const round: RoundState = {
    ...state.round!,
    loc,
    hands: 0,
    gajiSide: gaji.side,
    gajiMonth: gaji.month,
    gajiPair: card(gaji.pair),
  };
  return { state, round };
}

describe("Sakura vectors", () => {
  for (const v of sakuraVectors.vectors as V[]) {
    it(`${v.id} (${v.kind})`, () => {
      switch (v.kind) {
        case "deal-sizes":
          for (const [n, [hand, field, pile]] of Object.entries(v.sizes as Record<string, number[]>)) {
            const players = Number(n);
            expect(dealSizes(players)).toEqual({ hand, field, pile });
            expect(players * hand! + field! + pile!).toBe(48);
            expect(pile! % players).toBe(0);
            // A live deal has those sizes too.
            const s = R.newGame(setupOf(players), `K1-${n}`);
            if (!s.ok) throw new Error(s.error.message);
            const deal = s.value.dealt[0]!.deal as { hands: string[][]; field: string[]; pile: string[] };
            expect(deal.hands.map((h) => h.length)).toEqual(new Array(players).fill(hand));
            expect(deal.field.length).toBe(field);
            expect(deal.pile.length).toBe(pile);
          }
          break;
        case "turns": {
          // Seeded random rounds without hiki: every player turns `turnsPerPlayer` cards, plays `handTurns` hand cards.
          let checked = 0;
          for (let g = 0; g < 40 && checked < 20; g++) {
            const st = R.newGame(
              setupOf(v.players as number, { rounds: 1, ...(v.options as Record<string, string>) }),
              `K2-${g}`,
            );
            if (!st.ok) throw new Error(st.error.message);
            let s = st.value;
            const rng = Rng.fromSeed(`K2-moves-${g}`);
            const draws = [0, 0];
            const plays = [0, 0];
            const drawOnly = [0, 0];
            let blocked = false;
            let prevSeat = -1;
            while (s.phase === "playing") {
              const r = s.round!;
              const seat = r.turn;
              const legal = R.legalMoves(s, seat).filter((m) => !("hiki" in m));
              const m = legal[rng.int(legal.length)]!;
              if ("draw" in m) {
                draws[seat]!++;
                // A turn that starts with the draw is a draw-only turn.
                if (seat !== prevSeat) drawOnly[seat]!++;
              }
              prevSeat = seat;
              if ("play" in m && r.step !== STEP_GAJI_TARGET) plays[seat]!++;
              const next = R.applyMove(s, m);
              if (!next.ok) throw new Error(next.error.message);
              if (next.state.round?.last?.block) blocked = true;
              s = next.state;
            }
            if (blocked || s.results[0]!.teshi || s.results[0]!.cancelled) continue;
            checked++;
            expect(draws).toEqual([v.turnsPerPlayer, v.turnsPerPlayer]);
            expect(plays).toEqual([v.handTurns, v.handTurns]);
            expect(drawOnly).toEqual([v.drawOnlyTurns, v.drawOnlyTurns]);
          }
          expect(checked).toBeGreaterThan(5);
          break;
        }
        case "yaku":
          expect(sorted(yakuOfCards(ids(v.captured as string[])))).toEqual(sorted(v.yaku as string[]));
          break;
        case "captured-round": {
          const captured = (v.captured as string[][]).map(ids);
          const values = captured.map((cs) => cs.reduce((a, c) => a + SAKURA_VALUE[c]!, 0));
          expect(values).toEqual(v.values);
          const yaku = captured.map((cs) => sorted(yakuOfCards(cs)));
          expect(yaku).toEqual((v.yaku as string[][]).map(sorted));
          const scores = roundScores(
            values,
            yaku.map((y) => y.length),
            0,
          );
          expect(scores).toEqual(v.scores);
          expect(roundWinner(scores, sidesFromDealer(v.dealer as number, [0, 1], [0, 1]))).toBe(v.winner);
          // The same through the engine's end of round.
          const where: Record<string, number> = {};
          captured.forEach((cs, side) => cs.forEach((c) => (where[CARD_CODES[c]!] = CAPTURED + side)));
          for (const code of CARD_CODES) where[code] ??= DEAD;
          const { state, round } = syntheticRound(2, { gaji: "off" }, where, { side: -1, month: 0, pair: "M11-3" });
          const res = playedRoundResult(
            state.cfg,
            { ...round, info: { ...round.info, dealer: v.dealer as number } },
            [],
            null,
          );
          expect(res.summary.scores).toEqual(v.scores);
          expect(res.summary.yaku.map(sorted)).toEqual((v.yaku as string[][]).map(sorted));
          expect(res.summary.winner).toBe(v.winner);
          expect(res.summary.nextDealer).toBe(v.nextDealer);
          break;
        }
        case "scores": {
          const values = v.values as number[];
          const scores = roundScores(values, v.yakuCounts as number[], 0);
          expect(scores).toEqual(v.scores);
          const sides = values.map((_, i) => i);
          expect(roundWinner(scores, sidesFromDealer(v.dealer as number, sides, sides))).toBe(v.winner);
          break;
        }
        case "tie": {
          const seats = Array.from({ length: v.players as number }, (_, i) => i);
          expect(roundWinner(v.scores as number[], sidesFromDealer(v.dealer as number, seats, seats))).toBe(v.winner);
          break;
        }
        case "teshi": {
          const holder = v.holder as number;
          const hands: string[][] = [];
          hands[holder] = v.hand as string[];
          const s = startFrom(
            setupOf(v.players as number, { rounds: 2, ...(v.options as Record<string, string>) }),
            v.dealer as number,
            buildDeal(v.players as number, { hands }),
          );
          expect(s.phase).toBe("awaiting-deal");
          expect(s.played).toBe(1);
          const res = s.results[0]!;
          expect(res.teshi?.kind).toBe(v.teshiKind);
          expect(res.summary.scores).toEqual(v.scores);
          expect(res.summary.winner).toBe(holder);
          expect(res.summary.nextDealer).toBe(v.nextDealer);
          expect(res.summary.yaku).toEqual([[], []]);
          expect(R.expectedDealer(s)).toBe(v.nextDealer);
          // With Teshi off the same deal is simply played.
          const off = startFrom(
            setupOf(v.players as number, { dealt_hand_teshi: "off" }),
            v.dealer as number,
            buildDeal(v.players as number, { hands }),
          );
          expect(off.phase).toBe("playing");
          break;
        }
        case "field-four": {
          const players = v.players as number;
          const dealer = v.dealer as number;
          const deal = buildDeal(players, { field: v.field as string[] });
          const redeal = v.redeal as { options: Record<string, string>; cancelled: boolean; nextDealer: number };
          const s1 = startFrom(setupOf(players, redeal.options), dealer, deal);
          expect(s1.phase).toBe("awaiting-deal");
          expect(s1.played).toBe(0);
          expect(s1.summaries[0]!.cancelled).toBe(true);
          expect(s1.summaries[0]!.scores).toEqual([0, 0]);
          expect(s1.summaries[0]!.winner).toBeNull();
          expect(s1.summaries[0]!.nextDealer).toBe(redeal.nextDealer);
          expect(R.expectedDealer(s1)).toBe(dealer);
          const dc = v.dealerCaptures as { options: Record<string, string>; capturedByDealer: string[] };
          const s2 = startFrom(setupOf(players, dc.options), dealer, deal);
          expect(s2.phase).toBe("playing");
          expect(codesAt(s2, CAPTURED + dealer)).toEqual(dc.capturedByDealer);
          expect(s2.round!.turn).toBe(dealer);
          break;
        }
        case "hiki": {
          const hands: string[][] = [];
          hands[v.seat as number] = v.hand as string[];
          const s = startFrom(
            setupOf(v.players as number),
            v.dealer as number,
            buildDeal(v.players as number, { hands, field: v.field as string[] }),
          );
          expect(legalJson(s, v.seat as number)).toContainEqual(v.move);
          const after = playMoves(s, [v.move]);
          expect(codesAt(after, CAPTURED + (v.seat as number))).toEqual(v.captured);
          expect(after.round!.step).toBe(STEP_DRAW);
          expect(after.round!.turn).toBe(v.seat);
          break;
        }
        case "gaji-block": {
          const hands: string[][] = [];
          hands[v.gajiSeat as number] = v.gajiHand as string[];
          hands[v.hikiSeat as number] = v.hikiHand as string[];
          const s = startFrom(
            setupOf(v.players as number),
            v.dealer as number,
            buildDeal(v.players as number, { hands, field: v.field as string[] }),
          );
          const before = handOf(s, v.hikiSeat as number).length;
          expect(legalJson(s, v.gajiSeat as number)).toContainEqual(v.move);
          const after = playMoves(s, [v.move]);
          expect(codesAt(after, CAPTURED + (v.hikiSeat as number))).toEqual(v.ownerCaptures);
          expect(handOf(after, v.hikiSeat as number).length).toBe(before - (v.ownerHandShrinksBy as number));
          expect(after.round!.step).toBe(STEP_GAJI_TARGET);
          expect(after.round!.turn).toBe(v.gajiSeat);
          const legal = legalJson(after, v.gajiSeat as number);
          expect(legal).toContainEqual({ seat: v.gajiSeat, play: "M11-3" });
          const field = codesAt(after, FIELD);
          for (const t of field) expect(legal).toContainEqual({ seat: v.gajiSeat, play: "M11-3", take: t });
          expect(legal.length).toBe(field.length + 1);
          const left = playMoves(after, v.then as unknown[]);
          expect(codesAt(left, FIELD)).toContain("M11-3");
          expect(left.round!.step).toBe(STEP_DRAW);
          break;
        }
        case "transfer": {
          const [gaji, pair] = v.gajiCaptured as [string, string];
          const where: Record<string, number> = { [gaji]: CAPTURED, [pair]: CAPTURED };
          for (const f of v.field as string[]) where[f] = FIELD;
          for (const [opt, key] of [
            ["gaji_month_only", "gajiMonthOnly"],
            ["all_to_gaji_user", "allToGajiUser"],
          ] as const) {
            const { state, round } = syntheticRound(2, { leftover_cards: opt }, where, {
              side: 0,
              month: v.gajiMonth as number,
              pair,
            });
            const res = playedRoundResult(state.cfg, round, [], null);
            const exp = v[key] as { toGajiUser: string[]; dead: string[] };
            expect(res.transferred.map((c) => CARD_CODES[c])).toEqual(exp.toGajiUser);
            expect(res.dead.map((c) => CARD_CODES[c])).toEqual(exp.dead);
            for (const t of exp.toGajiUser) expect(res.captured[0]).toContain(parseCard(t));
          }
          break;
        }
        case "victories": {
          const basaChu = { off: BASA_CHU_OFF, basa_only: BASA_ONLY, chu_only: CHU_ONLY, both: BASA_CHU_BOTH }[
            v.basa_chu as string
          ]!;
          expect(decodeRules({ basa_chu: v.basa_chu as string }).basaChu).toBe(basaChu);
          const scores = v.scores as number[];
          expect(victoryAward(scores, 0, v.anyYaku as boolean, basaChu)).toEqual({
            victories: v.victories,
            label: v.label,
          });
          break;
        }
        default:
          throw new Error(`unknown vector kind ${v.kind}`);
      }
    });
  }
});
