// What a click does in the fishing games (Sakura, SFJ, Mushi), as pure functions of the engine's legal moves:
// the board never invents a move, it only picks one of `legalMoves`.
//
//   const offer = offerFrom(legalMoves);
//   clickHand(offer, selection, "M03-0")  → submit a move, select the card (a choice of capture), or nothing
//   clickField(offer, selection, "M03-2") → the chosen capture, or nothing
//   clickDraw(offer)                      → the draw, or the choice of take for the turned card
import type { BoardMove } from "./types";

/** One way to play a card (from the hand, or the turned pile card when `card` is null). */
export interface PlayOption {
  card: string | null;
  /** The field card chosen for the capture; null when the move names none (one match, none, or "lay it down"). */
  take: string | null;
  move: BoardMove;
}

/** A move that is not a card play or a draw: hiki, replace/keep, declare four, a bid, a dealer choice. */
export type SpecialMove =
  | { kind: "hiki"; month: number; move: BoardMove }
  | { kind: "replace"; replace: boolean; move: BoardMove }
  | { kind: "declare-four"; move: BoardMove }
  | { kind: "bid"; amount: number; move: BoardMove }
  | { kind: "dealer"; dealer: number; move: BoardMove };

export interface Offer {
  /** Playable cards (hand cards, or a Gaji waiting for a new target) and their moves, in legal-move order. */
  plays: Map<string, PlayOption[]>;
  /** The draw step's moves: one plain draw, or one per field card the turned card may take. */
  draws: PlayOption[];
  specials: SpecialMove[];
}

export type Selection = { source: "hand"; card: string } | { source: "draw" } | null;

/** Why a click did nothing: a key of the FishingBoard catalog's `hint` group, which words it in the page's language. */
export type ClickRefusal =
  "drawFirst" | "cannotPlay" | "cannotTake" | "chooseFromHand" | "nothingToTake" | "playFirst" | "notYourDraw";

export type ClickResult =
  | { kind: "submit"; move: BoardMove }
  /** A choice is open: the field cards in `targets` light up; `lay` is the move that takes nothing, if legal. */
  | { kind: "select"; selection: Exclude<Selection, null>; targets: string[]; lay: BoardMove | null }
  | { kind: "cancel" }
  | { kind: "none"; reason: ClickRefusal };

const str = (x: unknown): string | null => (typeof x === "string" ? x : null);

export function offerFrom(legalMoves: readonly BoardMove[]): Offer {
  const plays = new Map<string, PlayOption[]>();
  const draws: PlayOption[] = [];
  const specials: SpecialMove[] = [];
  for (const move of legalMoves) {
    const play = str(move.play);
    const take = str(move.take);
    if (play !== null) {
      const list = plays.get(play) ?? [];
      list.push({ card: play, take, move });
      plays.set(play, list);
    } else if (move.draw === true) {
      draws.push({ card: null, take, move });
    } else if (typeof move.hiki === "number") specials.push({ kind: "hiki", month: move.hiki, move });
    else if (typeof move.replace === "boolean") specials.push({ kind: "replace", replace: move.replace, move });
    else if (move.declare === "four") specials.push({ kind: "declare-four", move });
    else if (typeof move.bet === "number") specials.push({ kind: "bid", amount: move.bet, move });
    else if (typeof move.dealer === "number") specials.push({ kind: "dealer", dealer: move.dealer, move });
  }
  return { plays, draws, specials };
}

function choice(selection: Exclude<Selection, null>, options: readonly PlayOption[]): ClickResult {
  const targets = options.flatMap((o) => (o.take === null ? [] : [o.take]));
  const lay = options.find((o) => o.take === null)?.move ?? null;
  return { kind: "select", selection, targets, lay };
}

/** A click on a card of the hand. A second click on the selected card cancels the choice. */
export function clickHand(offer: Offer, selection: Selection, card: string): ClickResult {
  const options = offer.plays.get(card);
  if (!options) return { kind: "none", reason: offer.draws.length ? "drawFirst" : "cannotPlay" };
  if (selection?.source === "hand" && selection.card === card) return { kind: "cancel" };
  if (options.length === 1) return { kind: "submit", move: options[0]!.move };
  return choice({ source: "hand", card }, options);
}

/** A click on a field card: the capture the open choice names, or a target of the turned card. */
export function clickField(offer: Offer, selection: Selection, card: string): ClickResult {
  if (selection?.source === "hand") {
    const option = offer.plays.get(selection.card)?.find((o) => o.take === card);
    return option ? { kind: "submit", move: option.move } : { kind: "none", reason: "cannotTake" };
  }
  const draw = offer.draws.find((o) => o.take === card);
  if (draw) return { kind: "submit", move: draw.move };
  return { kind: "none", reason: offer.plays.size ? "chooseFromHand" : "nothingToTake" };
}

/** The Draw button, the pile, or the D key. */
export function clickDraw(offer: Offer): ClickResult {
  if (offer.draws.length === 0) return { kind: "none", reason: offer.plays.size ? "playFirst" : "notYourDraw" };
  if (offer.draws.length === 1) return { kind: "submit", move: offer.draws[0]!.move };
  return choice({ source: "draw" }, offer.draws);
}

/**
 * The choice already open when a view arrives: a turned card that must choose its capture, or a played card that is
 * no longer in the hand (a blocked Gaji waiting for another target).
 */
export function initialSelection(offer: Offer, hand: readonly string[] | null): Selection {
  if (offer.draws.length > 1) return { source: "draw" };
  for (const card of offer.plays.keys()) if (!(hand ?? []).includes(card)) return { source: "hand", card };
  return null;
}

/** The field cards lit up for a selection (empty when none is open). */
export function targetsOf(offer: Offer, selection: Selection): string[] {
  if (selection === null) return [];
  const options = selection.source === "draw" ? offer.draws : (offer.plays.get(selection.card) ?? []);
  return options.flatMap((o) => (o.take === null ? [] : [o.take]));
}

/** The move that lays the selected card down without a capture, when that is one of the choices. */
export function layMoveOf(offer: Offer, selection: Selection): BoardMove | null {
  if (selection === null) return null;
  const options = selection.source === "draw" ? offer.draws : (offer.plays.get(selection.card) ?? []);
  if (options.length < 2) return null;
  return options.find((o) => o.take === null)?.move ?? null;
}

/** Field cards the hand card can take (for its label and hover hints). */
export function capturesOf(offer: Offer, card: string): string[] {
  return (offer.plays.get(card) ?? []).flatMap((o) => (o.take === null ? [] : [o.take]));
}
