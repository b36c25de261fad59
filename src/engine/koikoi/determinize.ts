// Determinization for the bots (src/engine/bots): a Koi-Koi round in play consistent with one seat's player view,
// the hidden cards (the other hand and the pile below a turned card) filled in from a sample. The finished rounds
// are the view's; the state has no generator, so a playout stops at the end of the round in play.
//
// One fact a view does not give is approximated: the yaku a seat held at its last koi-koi call are taken to be the
// yaku it holds now (so the decision comes back only with a new or better yaku, as the rules say, counted from now),
// except those the view marks new at a decision. The field as dealt is the view's.

import { CARD_COUNT, parseCard, type CardId } from "../core/cards";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import { configOf } from "./options";
import type { KoikoiRound, KoikoiState, PlayedMove } from "./state";
import { emptyFishingState } from "../core/fishing-state";
import type { KoikoiView } from "./view";

const idsOf = (codes: readonly string[]): CardId[] => codes.map((c) => parseCard(c)!);

/** A sampler of full states for the view's seat, or why there is none (no seat, no round in play). */
export function koikoiDeterminizer(setup: MatchSetup, view: KoikoiView): Result<(rng: Rng) => KoikoiState> {
  if (view.seat === null || view.hand === null) return err("no-seat", "a determinization needs a seat's view");
  if (view.phase !== "playing" || view.step === null || view.dealer === null)
    return err("not-playing", "a determinization needs a round in play");
  const seat = view.seat;
  const hand = idsOf(view.hand);
  const field = idsOf(view.field);
  const captured = view.captured.map(idsOf);
  const top = view.turnedCard === null ? null : parseCard(view.turnedCard)!;
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of [...hand, ...field, ...captured.flat()]) seen[c] = 1;
  if (top !== null) seen[top] = 1;
  const unseen: CardId[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unseen.push(c);
  const theirs = view.handCounts[1 - seat]!;
  const below = view.pileCount - (top === null ? 0 : 1);
  if (theirs + below !== unseen.length) return err("bad-view", "the view's counts do not add up to the unseen cards");
  const config = configOf(setup.options);
  const deciding = view.step === "decide" ? view.toAct[0]! : null;
  const atLastCall = view.calls.map((n, s) => {
    if (n === 0) return [];
    // At a decision the yaku not marked new were already held (at least as big) at the last call.
    if (s === deciding) return view.yaku[s]!.filter((y) => !view.newYaku.some((fresh) => fresh.key === y.key));
    return view.yaku[s]!;
  });
  const dealtField = idsOf(view.dealtField);
  const finished = view.results.map((f) => ({ summary: f.summary, explanation: f.explanation }));
  const dealerDraws = view.dealerDraws?.map((a) => a.map((d) => ({ seat: d.seat, card: parseCard(d.card)! }))) ?? null;
  const v = view.lastMove;
  const lastMove: PlayedMove | null = v
    ? {
        seat: v.seat,
        kind: v.kind,
        ...(v.card !== undefined ? { card: parseCard(v.card)! } : {}),
        ...(v.taken !== undefined ? { taken: idsOf(v.taken) } : {}),
      }
    : null;
  return ok((rng: Rng) => {
    const cards = rng.shuffleInPlace(unseen.slice());
    const hands = [hand, hand];
    hands[1 - seat] = cards.slice(0, theirs);
    const pile = top === null ? cards.slice(theirs) : [top, ...cards.slice(theirs)];
    const round: KoikoiRound = {
      index: view.roundNumber - 1,
      dealer: view.dealer!,
      deal: { hands, field: dealtField, pile },
      hands,
      field,
      pile,
      pileTop: 0,
      captured,
      step: view.step!,
      turn: view.toAct[0]!,
      calls: view.calls,
      atLastCall,
      offered: view.step === "decide" ? view.yaku[view.toAct[0]!]! : [],
      lastMove,
      moveCount: 0,
    };
    const empty: KoikoiState = emptyFishingState("koikoi", config, setup.options, 2);
    return { ...empty, phase: "playing", dealerDraws, finished, totals: view.totals, round };
  });
}
