// One round of Mushi: the opening checks, the turns (play a hand card, then turn and play the top
// stock card as a separate move), and the end of the round (docs/rules/mushi.md).

import { LIGHTNING, monthOf, type CardId } from "../core/cards";
import { MONTH_NAMES, cardLabel } from "../core/card-names";
import { err, type EngineError } from "../core/result";
import { resolveArrival, type Resolution } from "./capture";
import type { MushiDeal } from "./deal";
import { handFourMonth, checkTable } from "./misdeal";
import type { MushiOptions } from "./options";
import type { MoveEvent, MushiMoveIn, Pair, RoundNote, RoundState } from "./state";
import { endOfRound } from "./transfers";

export type RoundStart =
  { kind: "cancelled"; reason: string; notes: RoundNote[] } | { kind: "playing"; round: RoundState };

/** A new round from a deal, after the table checks. */
export function openRound(deal: MushiDeal, dealer: number, index: number, opts: MushiOptions): RoundStart {
  const check = checkTable(deal.table, opts);
  if (check.kind === "misdeal") {
    const text = `Misdeal: ${check.reason}. The deal is thrown in and seat ${dealer} deals again.`;
    return {
      kind: "cancelled",
      reason: check.reason,
      notes: [{ kind: "misdeal", seat: dealer, cards: deal.table, text, why: check.why }],
    };
  }
  const piles: [CardId[], CardId[]] = [[], []];
  let table = deal.table;
  const notes: RoundNote[] = [];
  if (check.elderTakes.length > 0) {
    piles[dealer] = check.elderTakes.slice();
    table = table.filter((c) => !check.elderTakes.includes(c));
    notes.push({
      kind: "elder-captures-four",
      seat: dealer,
      cards: check.elderTakes,
      text: `Four of a month on the table: the elder (seat ${dealer}) takes ${check.elderTakes.map(cardLabel).join(", ")}.`,
    });
  }
  const elderHasLightning = check.elderTakes.includes(LIGHTNING);
  return {
    kind: "playing",
    round: {
      index,
      dealer,
      hands: deal.hands,
      table,
      stock: deal.stock,
      next: 0,
      piles,
      turn: dealer,
      step: "play",
      hasPlayed: [false, false],
      lightningUser: elderHasLightning ? dealer : null,
      lightningMonth: null,
      willowPairOwner: null,
      willowTrioPending: check.willowTrio,
      moveCount: 0,
      lastMove: null,
      notes,
      over: false,
    },
  };
}

/** Whether `seat` may declare a four of a month in hand now: its turn, before its first play. */
export function canDeclareFour(r: RoundState, seat: number, opts: MushiOptions): boolean {
  return (
    opts.handFour === "may_cancel" &&
    !r.over &&
    r.turn === seat &&
    r.step === "play" &&
    !r.hasPlayed[seat] &&
    handFourMonth(r.hands[seat]!) !== null
  );
}

export type RoundStep =
  | { ok: true; kind: "continue"; round: RoundState }
  | { ok: true; kind: "declared"; round: RoundState; month: number }
  | { ok: true; kind: "over"; round: RoundState }
  | { ok: false; error: EngineError };

function setPair<T>(pair: Pair<T>, seat: number, value: T): Pair<T> {
  return seat === 0 ? [value, pair[1]] : [pair[0], value];
}

export function describeResolution(source: "play" | "draw", card: CardId, res: Resolution): string {
  const verb = source === "play" ? "plays" : "draws";
  const name = card === LIGHTNING ? "the Lightning" : cardLabel(card);
  if (res.lastLightning) {
    return res.taken.length
      ? `${verb} the Lightning as the last stock card and takes it with ${res.taken.map(cardLabel).join(", ")}`
      : `${verb} the Lightning as the last stock card and takes it`;
  }
  if (res.stays) {
    if (card === LIGHTNING) return `${verb} the Lightning; there is no card it may take, it stays on the table`;
    return `${verb} ${name}, it stays on the table`;
  }
  const taken = res.taken.map((c) => (c === LIGHTNING ? "the Lightning" : cardLabel(c)));
  const list = taken.length <= 1 ? taken.join("") : `${taken.slice(0, -1).join(", ")} and ${taken[taken.length - 1]}`;
  return `${verb} ${name}, takes ${list}`;
}

/** Applies a parsed move to a round in play (turn and shape already known to be right). */
export function applyRoundMove(r: RoundState, move: MushiMoveIn, opts: MushiOptions): RoundStep {
  const seat = move.seat;
  if (move.kind === "declare") {
    if (opts.handFour !== "may_cancel")
      return err(
        "no-declaration",
        "four of a month in a hand cannot cancel the deal under these rules (hand_four_of_a_kind = play_on)",
      );
    if (r.step !== "play" || r.hasPlayed[seat])
      return err("too-late", "a four of a month can be declared only at your first turn, before you play a card");
    const month = handFourMonth(r.hands[seat]!);
    if (month === null) return err("no-four", "you do not hold all four cards of a month");
    const text = `declares four ${MONTH_NAMES[month - 1]} cards in hand: the deal is cancelled`;
    const note: RoundNote = {
      kind: "declared-four",
      seat,
      cards: r.hands[seat]!.filter((c) => monthOf(c) === month),
      text: `Seat ${seat} ${text}; seat ${r.dealer} deals again.`,
    };
    const lastMove: MoveEvent = { seat, kind: "declare", card: null, taken: [], stayed: false, text };
    return {
      ok: true,
      kind: "declared",
      month,
      round: { ...r, lastMove, notes: [...r.notes, note], moveCount: r.moveCount + 1, over: true },
    };
  }
  if (move.kind === "play") {
    if (r.step !== "play")
      return err("must-draw", 'you have played from your hand: now turn the top stock card ({"draw": true})');
    const hand = r.hands[seat]!;
    const i = hand.indexOf(move.card);
    if (i < 0) return err("not-in-hand", `${cardLabel(move.card)} is not in your hand`);
    const res = resolveArrival(r.table, move.card, "hand", false, move.take, opts.lastLightning);
    if (!res.ok) return res;
    const newHand = hand.slice(0, i).concat(hand.slice(i + 1));
    const after = arrive(r, seat, move.card, res.value);
    const lastMove: MoveEvent = {
      seat,
      kind: "play",
      card: move.card,
      taken: res.value.taken,
      stayed: res.value.stays,
      text: describeResolution("play", move.card, res.value),
    };
    return {
      ok: true,
      kind: "continue",
      round: {
        ...after,
        hands: setPair(r.hands, seat, newHand),
        hasPlayed: setPair(r.hasPlayed, seat, true),
        step: "draw",
        lastMove,
        moveCount: r.moveCount + 1,
      },
    };
  }
  // draw
  if (r.step !== "draw") return err("must-play", "play a card from your hand first");
  const card = r.stock[r.next]!;
  const isLast = r.next === r.stock.length - 1;
  const res = resolveArrival(r.table, card, "stock", isLast, move.take, opts.lastLightning);
  if (!res.ok) return res;
  const after = arrive(r, seat, card, res.value);
  const lastMove: MoveEvent = {
    seat,
    kind: "draw",
    card,
    taken: res.value.taken,
    stayed: res.value.stays,
    text: describeResolution("draw", card, res.value),
  };
  const next = r.next + 1;
  if (!isLast) {
    const other = 1 - seat;
    const step = r.hands[other]!.length > 0 ? "play" : "draw";
    return {
      ok: true,
      kind: "continue",
      round: { ...after, next, turn: other, step, lastMove, moveCount: r.moveCount + 1 },
    };
  }
  // The stock is exhausted (and so are both hands): the end-of-round transfers.
  const end = endOfRound(
    {
      table: after.table,
      piles: after.piles,
      lightningUser: after.lightningUser,
      lightningMonth: after.lightningMonth,
      willowPairOwner: after.willowPairOwner,
      willowTrioPending: after.willowTrioPending,
      lastDrawer: seat,
    },
    opts.lastLightning,
  );
  return {
    ok: true,
    kind: "over",
    round: {
      ...after,
      next,
      table: end.table,
      piles: end.piles,
      lightningUser: end.lightningUser,
      lastMove,
      moveCount: r.moveCount + 1,
      notes: [...r.notes, ...end.notes],
      over: true,
    },
  };
}

/** The table and piles after `card` arrives from `seat` with the resolution `res`. */
function arrive(r: RoundState, seat: number, card: CardId, res: Resolution): RoundState {
  if (res.stays) return { ...r, table: [...r.table, card] };
  const taken = res.taken;
  const table = r.table.filter((c) => !taken.includes(c));
  const piles = setPair(r.piles, seat, [...r.piles[seat]!, card, ...taken]);
  let out: RoundState = { ...r, table, piles };
  if (res.lightning) out = { ...out, lightningUser: seat, lightningMonth: res.lightning.month };
  if (res.willowPair) out = { ...out, willowPairOwner: seat };
  if (res.lastLightning) {
    const note: RoundNote = {
      kind: "last-lightning",
      seat,
      cards: [LIGHTNING, ...taken],
      text: taken.length
        ? `The Lightning was the last stock card: seat ${seat} takes it with ${taken.map(cardLabel).join(", ")}.`
        : `The Lightning was the last stock card: seat ${seat} takes it.`,
    };
    out = { ...out, notes: [...out.notes, note] };
  }
  return out;
}
