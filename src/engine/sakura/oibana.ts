// Oi-bana (docs/rules/sakura.md): everyone is dealt 8 cards and bids once, from the dealer round the table;
// the two highest bidders (ties: the earlier bidder) play a two-player round. The other hands and
// the rest of the deck are shuffled into an 8-card field and a 24-card pile. The shuffle is derived
// from the round's explicit deal (rngFromData), so a record replays identically on any engine.

import type { CardId } from "../core/cards";
import { rngFromData } from "../core/rng";
import type { SakuraConfig } from "./setup";
import { FIELD, filled, PILE, type RoundInfo } from "./state";

export const OIBANA_FIELD = 8;

/** The two finalists from the bids (bidding order starts at the dealer; ties favour the earlier bidder). */
export function oibanaFinalists(bids: readonly number[], dealer: number): [number, number] {
  const n = bids.length;
  const order = Array.from({ length: n }, (_, k) => (dealer + k) % n);
  const ranked = [...order].sort((a, b) => bids[b]! - bids[a]! || order.indexOf(a) - order.indexOf(b));
  return [ranked[0]!, ranked[1]!];
}

/**
 * Turns the bidding deal into the finalists' two-player round: returns the new round info and
 * changes `loc` in place (the reshuffled cards go to the field and the pile).
 */
export function oibanaSetup(cfg: SakuraConfig, info: RoundInfo, loc: number[], bids: readonly number[]): RoundInfo {
  const n = cfg.players;
  const dealer = info.dealer;
  const [a, b] = oibanaFinalists(bids, dealer);
  // The finalist earliest in turn order from the dealer plays first (the dealer if a finalist).
  const fromDealer = (s: number) => (s - dealer + n) % n;
  const leader = fromDealer(a) <= fromDealer(b) ? a : b;
  const other = leader === a ? b : a;
  const rest: CardId[] = [];
  for (let s = 0; s < n; s++) if (s !== a && s !== b) rest.push(...info.deal.hands[s]!);
  rest.push(...info.pile);
  const d = info.deal;
  const rng = rngFromData([...d.hands.flat(), ...d.field, ...d.pile, "oibana", leader, other]);
  rng.shuffleInPlace(rest);
  const pile = rest.slice(OIBANA_FIELD);
  for (let i = 0; i < rest.length; i++) loc[rest[i]!] = i < OIBANA_FIELD ? FIELD : PILE;
  const next = filled(n, -1);
  next[leader] = other;
  next[other] = leader;
  return {
    ...info,
    pile,
    active: [leader, other],
    next,
    leader,
    finalists: [leader, other],
    opening: [...info.opening, { kind: "oibana-finalists", seats: [leader, other] }],
  };
}
