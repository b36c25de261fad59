// A turn (docs/rules/koikoi.md, "Turn structure and captures", "The koi-koi decision"): play a hand card, turn
// the pile card (both by the shared capture rule of core/fishing.ts), then the yaku check of the mover, which may
// offer the decision, stop the round automatically, or pass the turn. Both hands empty without a stop: exhausted.

import type { CardId } from "../core/cards";
import { capturedBy, resolveMatch, settleCard } from "../core/fishing";
import type { EngineError } from "../core/result";
import type { KoikoiConfig } from "./options";
import type { RoundEnd } from "./scoring";
import { monthOfRound, type KoikoiRound, type PlayedMove, type Step } from "./state";
import { baseScore, offersDecision, yakuOf, type Yaku } from "./yaku";

/** The round after a step, and how it ended if it did. */
export type StepResult = { ok: true; round: KoikoiRound; end: RoundEnd | null } | { ok: false; error: EngineError };

const fail = (code: string, message: string): StepResult => ({ ok: false, error: { code, message } });

const NEXT_STEP_HINT: Record<Step, string> = {
  play: "play a card from your hand first",
  draw: "turn the pile card first",
  decide: "decide first: koi-koi or stop",
};

/**
 * `r` with `changes`, one move later. Built field by field (not by spreading `changes`, whose shapes vary): the
 * generic spread was a large share of a move's cost.
 */
function withChanges(r: KoikoiRound, changes: Partial<KoikoiRound>, lastMove: PlayedMove | null): KoikoiRound {
  return {
    index: r.index,
    dealer: r.dealer,
    deal: r.deal,
    hands: changes.hands ?? r.hands,
    field: changes.field ?? r.field,
    pile: r.pile,
    pileTop: changes.pileTop ?? r.pileTop,
    captured: changes.captured ?? r.captured,
    step: changes.step ?? r.step,
    turn: changes.turn ?? r.turn,
    calls: changes.calls ?? r.calls,
    atLastCall: changes.atLastCall ?? r.atLastCall,
    offered: changes.offered ?? r.offered,
    lastMove: lastMove ?? r.lastMove,
    moveCount: lastMove ? r.moveCount + 1 : r.moveCount,
  };
}

/** `card` against the field: the new field and score piles, or the capture error. */
function settle(r: KoikoiRound, card: CardId, take: CardId | undefined) {
  const cap = capturedBy(resolveMatch(r.field, card), take);
  if (!cap.ok) return cap;
  const settled = settleCard(r.field, r.captured[r.turn]!, card, cap.taken);
  const captured = r.captured.slice();
  captured[r.turn] = settled.pile;
  return { ok: true as const, taken: cap.taken, field: settled.field, captured };
}

export function applyPlay(r: KoikoiRound, card: CardId, take: CardId | undefined): StepResult {
  if (r.step !== "play") return fail("wrong-step", NEXT_STEP_HINT[r.step]);
  const hand = r.hands[r.turn]!;
  if (!hand.includes(card)) return fail("illegal-card", "that card is not in your hand");
  const s = settle(r, card, take);
  if (!s.ok) return { ok: false, error: s.error };
  const hands = r.hands.slice();
  hands[r.turn] = hand.filter((c) => c !== card);
  const round = withChanges(
    r,
    { hands, field: s.field, captured: s.captured, step: "draw" },
    { seat: r.turn, kind: "play", card, taken: s.taken },
  );
  return { ok: true, round, end: null };
}

/** Where the yaku check after a draw leaves the round: who acts at which step, and how it ended if it did. */
interface Checked {
  readonly step: Step;
  readonly turn: number;
  readonly offered: readonly Yaku[] | undefined;
  readonly end: RoundEnd | null;
}

/**
 * The yaku check after the mover's draw left `field` and their score pile `pile`: the decision, an automatic stop,
 * the next turn, or an exhausted hand. A round that ends keeps the mover at the draw step.
 */
function yakuCheck(config: KoikoiConfig, r: KoikoiRound, field: readonly CardId[], pile: readonly CardId[]): Checked {
  const seat = r.turn;
  const yaku = yakuOf(config, pile, { field, month: monthOfRound(r.index) });
  if (offersDecision(config, yaku, r.atLastCall[seat]!)) {
    if (r.hands[seat]!.length === 0)
      return {
        step: r.step,
        turn: seat,
        offered: undefined,
        end: { kind: "stop", winner: seat, yaku, auto: "last-card" },
      };
    if (baseScore(yaku) < config.koikoiMin)
      return {
        step: r.step,
        turn: seat,
        offered: undefined,
        end: { kind: "stop", winner: seat, yaku, auto: "minimum" },
      };
    return { step: "decide", turn: seat, offered: yaku, end: null };
  }
  if (r.hands[0]!.length === 0 && r.hands[1]!.length === 0)
    return { step: r.step, turn: seat, offered: undefined, end: { kind: "exhausted" } };
  return { step: "play", turn: 1 - seat, offered: undefined, end: null };
}

export function applyDraw(config: KoikoiConfig, r: KoikoiRound, take: CardId | undefined): StepResult {
  if (r.step !== "draw") return fail("wrong-step", NEXT_STEP_HINT[r.step]);
  const card = r.pile[r.pileTop]!;
  const s = settle(r, card, take);
  if (!s.ok) return { ok: false, error: s.error };
  const checked = yakuCheck(config, r, s.field, s.captured[r.turn]!);
  const round = withChanges(
    r,
    {
      field: s.field,
      captured: s.captured,
      pileTop: r.pileTop + 1,
      step: checked.step,
      turn: checked.turn,
      offered: checked.offered,
    },
    { seat: r.turn, kind: "draw", card, taken: s.taken },
  );
  return { ok: true, round, end: checked.end };
}

/** Koi-koi (continue: the turn passes, the call counts) or stop (shōbu: the round ends, scored on all yaku held). */
export function applyDecision(r: KoikoiRound, koikoi: boolean): StepResult {
  if (r.step !== "decide")
    return fail("wrong-step", `there is no koi-koi decision to make now: ${NEXT_STEP_HINT[r.step]}`);
  const seat = r.turn;
  const offered: readonly Yaku[] = r.offered;
  if (!koikoi) {
    const round = withChanges(r, { offered: [] }, { seat, kind: "stop" });
    return { ok: true, round, end: { kind: "stop", winner: seat, yaku: offered, auto: null } };
  }
  const calls = r.calls.slice();
  calls[seat]!++;
  const atLastCall = r.atLastCall.slice();
  atLastCall[seat] = offered;
  const round = withChanges(
    r,
    { calls, atLastCall, offered: [], step: "play", turn: 1 - seat },
    { seat, kind: "koikoi" },
  );
  return { ok: true, round, end: null };
}
