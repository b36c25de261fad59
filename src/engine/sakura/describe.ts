// Readable move phrases for move lists, without the player's name ("plays Curtain, takes Cherry chaff").

import { type CardId } from "../core/cards";
import { cardLabel, MONTH_NAMES } from "../core/card-names";
import { GAJI } from "./gaji";
import { decodeMove, KIND_BET, KIND_DEALER, KIND_HIKI } from "./moves";
import { applyPlayMove } from "./play";
import type { LastAction, SakuraState } from "./state";
import type { Phrase } from "../core/phrase";

function list(cards: readonly CardId[]): string {
  const names = cards.map(cardLabel);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The phrase for a move that has happened. */
export function describeAction(a: LastAction): string {
  const m = a.move as { play?: string; draw?: boolean; hiki?: number; bet?: number; dealer?: number };
  if (m.hiki !== undefined) return `declares hiki (${MONTH_NAMES[m.hiki - 1]}), takes ${list(a.taken)}`;
  if (m.bet !== undefined) return `bids ${m.bet}`;
  if (m.dealer !== undefined) return `names seat ${m.dealer} as the next dealer`;
  const verb = m.draw ? "draws" : "plays";
  const what = a.wild && a.card === GAJI ? `the Gaji (${cardLabel(GAJI)})` : cardLabel(a.card);
  if (a.block)
    return `${verb} ${what} on a card of seat ${a.block.owner}'s hiki: blocked, seat ${a.block.owner} takes the four ${MONTH_NAMES[a.block.month - 1]} cards`;
  if (a.taken.length === 0) return `${verb} ${what}, it stays on the field`;
  return `${verb} ${what}, takes ${list(a.taken)}`;
}

/**
 * describeMove of the Ruleset: the phrase for `move` played in `state` (without applying it for real).
 * For move lists of moves already made: it tells what the move did, so called on a candidate move it
 * would tell its player the card about to be drawn or that a Gaji target is covered by a hiki. Never
 * show it for moves not yet made.
 */
export function describeSakuraMove(state: SakuraState, move: unknown): string {
  const decoded = decodeMove(move, state.cfg.players);
  if (!decoded.ok) return "an unreadable move";
  const d = decoded.move;
  if (d.kind === KIND_BET) return `bids ${d.value}`;
  if (d.kind === KIND_DEALER) return `names seat ${d.value} as the next dealer`;
  const r = state.round;
  if (r !== null && state.phase === "playing") {
    const applied = applyPlayMove(state.cfg, r, d);
    if (applied.ok && applied.round.last) return describeAction(applied.round.last);
  }
  if (d.kind === KIND_HIKI) return `declares hiki (${MONTH_NAMES[d.value - 1]})`;
  return d.card >= 0 ? `plays ${cardLabel(d.card)}` : "draws";
}

/** describeAction as a phrase of the app's catalogs. */
export function phraseAction(a: LastAction): Phrase {
  const m = a.move as { play?: string; draw?: boolean; hiki?: number; bet?: number; dealer?: number };
  if (m.hiki !== undefined) return { key: "hikiTakes", args: { month: m.hiki }, cards: { taken: [...a.taken] } };
  if (m.bet !== undefined) return { key: "bid", args: { amount: m.bet } };
  if (m.dealer !== undefined) return { key: "namesDealer", args: { seat: m.dealer } };
  const args = { verb: m.draw ? "draw" : "play", gaji: a.wild && a.card === GAJI ? "yes" : "no" };
  const card = [a.card];
  if (a.block)
    return {
      key: "blocked",
      args: { ...args, owner: a.block.owner, month: a.block.month },
      cards: { card },
    };
  if (a.taken.length === 0) return { key: "stays", args, cards: { card } };
  return { key: "takes", args, cards: { card, taken: [...a.taken] } };
}

/** describeSakuraMove as a phrase of the app's catalogs. */
export function phraseSakuraMove(state: SakuraState, move: unknown): Phrase | null {
  const decoded = decodeMove(move, state.cfg.players);
  if (!decoded.ok) return null;
  const d = decoded.move;
  if (d.kind === KIND_BET) return { key: "bid", args: { amount: d.value } };
  if (d.kind === KIND_DEALER) return { key: "namesDealer", args: { seat: d.value } };
  const r = state.round;
  if (r !== null && state.phase === "playing") {
    const applied = applyPlayMove(state.cfg, r, d);
    if (applied.ok && applied.round.last) return phraseAction(applied.round.last);
  }
  if (d.kind === KIND_HIKI) return { key: "hiki", args: { month: d.value } };
  return d.card >= 0 ? { key: "plays", cards: { card: [d.card] } } : { key: "draws" };
}
