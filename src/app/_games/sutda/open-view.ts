// A Sutda replay seen from every seat opens the hands the engine's view keeps face down.
import type { DealtRound } from "~/engine/core/ruleset";
import type { SutdaBoardView } from "~/engine/sutda";

/**
 * Sutda with every hand open: each dealt-in seat's two cards from the round's deal. Once a hand is over the engine
 * clears the table; the replay keeps the hand just played on it (every seat that was dealt in), which is what a
 * reviewer wants to see at the end of a hand.
 */
export function openSutda(view: SutdaBoardView, dealt: readonly DealtRound[]): SutdaBoardView {
  const cleared = view.seats.every((s) => !s.dealtIn);
  const deal = (cleared ? dealt[dealt.length - 1] : dealt[view.round])?.deal as
    { hands?: (string[] | null)[] } | undefined;
  if (!deal?.hands) return view;
  const hands = deal.hands;
  return {
    ...view,
    seats: view.seats.map((s) =>
      (s.dealtIn || cleared) && hands[s.seat]?.length === 2 ? { ...s, dealtIn: true, cards: [...hands[s.seat]!] } : s,
    ),
  };
}
