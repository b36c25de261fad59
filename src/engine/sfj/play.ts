// A turn (docs/rules/sfj.md): play one hand card, then draw the top pile card as a separate move. Both
// use the shared capture rule of core/fishing.ts (forced capture: a matching card always captures;
// two matches: the player's `take`; three matches: all four cards).

import type { CardId } from "../core/cards";
import { capturedBy, resolveMatch, settleCard } from "../core/fishing";
import type { EngineError } from "../core/result";
import { handHasMatch } from "./moves";
import type { SfjConfig } from "./options";
import { afterTurnStep, STEP_DRAW, STEP_PLAY, type SfjRound } from "./state";

type RoundResult = { ok: true; round: SfjRound } | { ok: false; error: EngineError };

const fail = (code: string, message: string): RoundResult => ({ ok: false, error: { code, message } });

/** Puts `card` against the table: the new table and the seat's new captured pile. */
function resolveAgainstField(
  round: SfjRound,
  seat: number,
  card: CardId,
  taken: readonly CardId[],
): { field: readonly CardId[]; captured: readonly (readonly CardId[])[] } {
  const settled = settleCard(round.field, round.captured[seat]!, card, taken);
  if (taken.length === 0) return { field: settled.field, captured: round.captured };
  const captured = round.captured.slice();
  captured[seat] = settled.pile;
  return { field: settled.field, captured };
}

export function applyPlay(config: SfjConfig, round: SfjRound, card: CardId, take: CardId | undefined): RoundResult {
  if (round.step !== STEP_PLAY)
    return fail(
      "wrong-step",
      round.step === STEP_DRAW ? "draw from the pile first" : "decide about the four-of-a-month hand first",
    );
  const seat = round.turn;
  const hand = round.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) return fail("illegal-card", "that card is not in your hand");
  const res = resolveMatch(round.field, card);
  if (res.kind === "none" && config.mustPlayMatching && handHasMatch(hand, round.field))
    return fail("must-play-matching", "you hold a card that matches the table, so you must play one of those");
  const cap = capturedBy(res, take);
  if (!cap.ok) return { ok: false, error: cap.error };
  const { field, captured } = resolveAgainstField(round, seat, card, cap.taken);
  const newHand = hand.slice();
  newHand.splice(at, 1);
  const hands = round.hands.slice();
  hands[seat] = newHand;
  return {
    ok: true,
    round: afterTurnStep(round, hands, field, captured, round.pileTop, STEP_DRAW, seat, {
      seat,
      kind: "play",
      card,
      taken: cap.taken,
    }),
  };
}

/** The draw; after it the turn passes clockwise. The round is over when the pile is empty. */
export function applyDraw(round: SfjRound, take: CardId | undefined): RoundResult {
  if (round.step !== STEP_DRAW)
    return fail(
      "wrong-step",
      round.step === STEP_PLAY ? "play a card from your hand first" : "decide about the four-of-a-month hand first",
    );
  const seat = round.turn;
  const card = round.pile[round.pileTop]!;
  const res = resolveMatch(round.field, card);
  const cap = capturedBy(res, take);
  if (!cap.ok) return { ok: false, error: cap.error };
  const { field, captured } = resolveAgainstField(round, seat, card, cap.taken);
  const next = (seat + 1) % round.hands.length;
  return {
    ok: true,
    round: afterTurnStep(round, round.hands, field, captured, round.pileTop + 1, STEP_PLAY, next, {
      seat,
      kind: "draw",
      card,
      taken: cap.taken,
    }),
  };
}

/** All hands and the pile are empty (they run out on the same turn). */
export function roundOver(round: SfjRound): boolean {
  return round.pileTop >= round.pile.length && round.step === STEP_PLAY;
}
