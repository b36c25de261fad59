// The hidden-information check: which cards a seat may not see at a given state (other hands, the pile,
// cards set aside), computed from the ENGINE STATE — not from any view — and a scan of a message for them.
//
// Card codes of earlier rounds and of the first-dealer draw legitimately reappear in other hands later (a new deal
// reuses the deck), so a message's parts that are identical to the spectator's view of the same state are public by
// definition and left out of the scan; everything else (hands, legal moves, the current round, last moves…) is
// scanned for every secret card code.
import { isDeepStrictEqual } from "node:util";
import { CARD_CODES } from "~/engine/core/cards";
import type { AnyRuleset } from "~/engine/core/ruleset";
import type { JudgeState } from "~/engine/judge";
import type { KoikoiState } from "~/engine/koikoi";
import type { MushiState } from "~/engine/mushi";
import type { SakuraState } from "~/engine/sakura";
import type { SfjState } from "~/engine/sfj";
import type { SutdaState } from "~/engine/sutda";
import { deckCards } from "~/engine/sutda";

const SAKURA_FIELD = 7;
const SAKURA_PILE = 8;
const SAKURA_STEP_DRAW = 1;
const SFJ_STEP_DRAW = 2;

/** Card codes `seat` (null: a spectator) may not know in `state`. Empty once the game is over (all is public). */
export function secretCards(ruleset: AnyRuleset, state: unknown, seat: number | null): Set<string> {
  const out = new Set<number>();
  if (ruleset.phase(state) === "game-over") return new Set();
  switch (ruleset.game) {
    case "sakura": {
      const r = (state as SakuraState).round;
      if (!r) break;
      r.loc.forEach((where, card) => {
        if ((where < SAKURA_FIELD && where !== seat) || where === SAKURA_PILE) out.add(card);
      });
      // At its own draw step the seat is shown the card it turns (the draw is compulsory; DECISIONS.md).
      if (seat !== null && r.turn === seat && r.step === SAKURA_STEP_DRAW) out.delete(r.info.pile[r.pileTop]!);
      break;
    }
    case "sfj": {
      const r = (state as SfjState).round;
      if (!r) break;
      r.hands.forEach((hand, s) => s !== seat && hand.forEach((c) => out.add(c)));
      r.pile.slice(r.pileTop).forEach((c) => out.add(c));
      // In a draw step the top pile card lies face up for everyone.
      if (r.step === SFJ_STEP_DRAW) out.delete(r.pile[r.pileTop]!);
      break;
    }
    case "sutda": {
      const st = state as SutdaState;
      const r = st.round;
      if (!r || r.stage === "done") break;
      const dealt = new Set<number>();
      r.cards.forEach((pair, s) => {
        if (!pair) return;
        dealt.add(pair[0]).add(pair[1]);
        if (s === seat) return;
        if (!r.firstUp[s]) out.add(pair[0]);
        if (!r.shown[s]) out.add(pair[1]);
      });
      // Cards nobody was dealt stay face down.
      for (const c of deckCards(st.cfg.deck)) if (!dealt.has(c)) out.add(c);
      break;
    }
    case "mushi": {
      const r = (state as MushiState).round;
      if (!r || r.over) break;
      r.hands.forEach((hand, s) => s !== seat && hand.forEach((c) => out.add(c)));
      r.stock.slice(r.next).forEach((c) => out.add(c));
      // In a draw step the turned stock card lies face up for everyone.
      if (r.step === "draw") out.delete(r.stock[r.next]!);
      break;
    }
    case "judge": {
      // Every picket not yet played, the next round's included (the live stream shows those at the reveal only).
      const st = state as JudgeState;
      if (!st.deal || st.phase !== "playing") break;
      for (const pile of st.deal.piles) pile.slice(st.played).forEach((c) => out.add(c));
      break;
    }
    case "koikoi": {
      const r = (state as KoikoiState).round;
      if (!r || ruleset.phase(state) !== "playing") break;
      r.hands.forEach((hand, s) => s !== seat && hand.forEach((c) => out.add(c)));
      r.pile.slice(r.pileTop).forEach((c) => out.add(c));
      // In a draw step the top pile card lies face up for everyone.
      if (r.step === "draw") out.delete(r.pile[r.pileTop]!);
      break;
    }
    default:
      throw new Error(`secretCards: no rule for ${ruleset.game}`);
  }
  return new Set([...out].map((c) => CARD_CODES[c]!));
}

/**
 * The secret codes found in a message (a GameView as JSON), leaving out the top-level parts of its `view` that equal
 * the spectator's view of the same state, and the finished rounds' results (identical for every seat).
 */
export function leakedCards(
  message: Record<string, unknown>,
  secrets: ReadonlySet<string>,
  spectatorView: Record<string, unknown>,
): string[] {
  const view = { ...(message.view as Record<string, unknown>) };
  for (const key of Object.keys(view))
    if (key in spectatorView && isDeepStrictEqual(view[key], spectatorView[key])) delete view[key];
  // A yaku's progress entry ({key, label, value, cards, have}) lists the cards that make the yaku: rules, not play.
  const scanned = JSON.stringify(
    { ...message, view, rounds: undefined },
    function (this: unknown, key, value: unknown) {
      const holder = this as Record<string, unknown> | null;
      return key === "cards" && holder !== null && typeof holder === "object" && "have" in holder && "label" in holder
        ? undefined
        : value;
    },
  );
  return [...secrets].filter((code) => scanned.includes(`"${code}"`));
}
