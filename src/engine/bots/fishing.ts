// The greedy evaluation shared by the fishing games (Sakura, SFJ, Mushi). A position is what one seat
// knows: where each card is as far as that seat can tell (its hand, the field, captured by which side,
// out of play, or unseen: another hand or the pile), with the counts of the hidden places. A move is
// judged by its visible effect: the cards its side captures, and the card it lays on the field.
//
// Score of a move, in card points of the bot's side against its opponents:
//   + the values of the cards captured
//   + the change in yaku/role potential, ours minus the opponents' (completing a set, building one,
//     taking the card an opponent's set still needs)
//   + what the opponents would have taken of those field cards before our next turn (a capture
//     nobody else could make can wait; a contested one is urgent)
//   − the risk of the card laid on the field: the chance an opponent takes it before we do, times
//     what it is worth to them (its value, their sets, the safe place it gives their card of that
//     month) and to us (our sets needing it); a mate in our hand makes it a safe place for us.
// The bots' playouts use the same evaluation, so it is written for speed (typed arrays, no maps).

import type { CardId } from "../core/cards";
import type { Rng } from "../core/rng";

export const L_UNSEEN = 0;
export const L_HAND = 1;
export const L_FIELD = 2;
export const L_CAPTURED = 3;
export const L_OUT = 4;

/** A set of cards scored together (a yaku, a role): `worth` in card points for its holder's side. */
export interface FishSet {
  readonly cards: readonly CardId[];
  readonly worth: number;
}

/** What the evaluation knows of a game's scoring. */
export interface FishScoring {
  /** Card values (0 for cards outside the deck). */
  readonly value: readonly number[];
  readonly sets: readonly FishSet[];
  /** Per card, the indices of the sets it belongs to. */
  readonly setsOf: readonly (readonly number[])[];
}

export function fishScoring(value: readonly number[], sets: readonly FishSet[]): FishScoring {
  const setsOf: number[][] = Array.from({ length: 48 }, () => []);
  sets.forEach((s, i) => s.cards.forEach((c) => setsOf[c]!.push(i)));
  return { value, sets, setsOf };
}

/** One seat's knowledge of a round in play. */
/** A game's scorings by their options' key, each built once: the heuristic asks for one at every move. */
export function scoringCache(): (key: string, build: () => FishScoring) => FishScoring {
  const cache = new Map<string, FishScoring>();
  return (key, build) => {
    let sc = cache.get(key);
    if (!sc) {
      sc = build();
      cache.set(key, sc);
    }
    return sc;
  };
}

export interface FishPos {
  /** L_* per card. */
  readonly loc: Uint8Array;
  /** The capturing side of each captured card (-1 otherwise). */
  readonly side: Int8Array;
  readonly mySide: number;
  /** The other sides playing this round. */
  readonly oppSides: readonly number[];
  /** Unseen cards, of which `oppHand` are in other seats' hands and `pile` in the pile. */
  readonly unseen: number;
  readonly oppHand: number;
  readonly pile: number;
  /** Opponent draws before the seat's next turn. */
  readonly oppDraws: number;
  /** The seat draws right after this hand play (its own draw may take back what it lays). */
  readonly drawAfter: boolean;
}

export function newPos(): { loc: Uint8Array; side: Int8Array } {
  return { loc: new Uint8Array(48), side: new Int8Array(48).fill(-1) };
}

/**
 * The evaluation's weights (tuned with seeded games against random play, see DECISIONS.md):
 * - missing: a set's potential by the cards it still misses (index = missing, fractional in between);
 * - inHand / oppMyHand: how much a missing card counts when it is in our hand (for us: likely to come),
 *   and in our hand for an opponent's set (they can only get it if we give it away);
 * - fieldMine: a missing field card we can capture with a hand card;
 * - deny: the weight of what an opponent would have taken of the field cards we capture;
 * - handSeen / capChance: the chance an opponent holding a card of the month takes a laid card, and its cap;
 * - mate: a laid card also gives the opponent who takes it a safe place for their own card of that
 *   month (worth the mean value of the unseen cards of the month);
 * - selfMate: a laid card we hold a mate of is a safe place for that mate later.
 */
export const WEIGHTS = Object.freeze({
  inHand: 0.4,
  oppMyHand: 2,
  fieldMine: 1,
  deny: 1,
  handSeen: 0.85,
  capChance: 0.95,
  mate: 1,
  selfMate: 1,
});
const MISSING_FACTOR = [1, 0.7, 0.35, 0.12, 0.04, 0.01];

const NO_CARDS: readonly CardId[] = [];

/** A side's expected share of a set's worth: 0 once any card is out or with another side. */
export function setPotential(pos: FishPos, set: FishSet, side: number): number {
  return potentialWith(pos, set, side, NO_CARDS, -1);
}

/** How much a card not yet captured counts as missing for `side` (ours in hand or capturable: less). */
function weightOf(pos: FishPos, c: CardId, w: number, side: number): number {
  if (w === L_HAND) return side === pos.mySide ? WEIGHTS.inHand : WEIGHTS.oppMyHand;
  if (w === L_FIELD && side === pos.mySide) {
    const b = c & ~3;
    if (pos.loc[b] === L_HAND || pos.loc[b + 1] === L_HAND || pos.loc[b + 2] === L_HAND || pos.loc[b + 3] === L_HAND)
      return WEIGHTS.fieldMine;
  }
  return 1;
}

/** MISSING_FACTOR interpolated for a fractional number of missing cards. */
function factorOf(missing: number): number {
  if (missing >= 5) return MISSING_FACTOR[5]!;
  const i = Math.floor(missing);
  const f = missing - i;
  return f === 0 ? MISSING_FACTOR[i]! : MISSING_FACTOR[i]! * (1 - f) + MISSING_FACTOR[i + 1]! * f;
}

/** setPotential as if `captured` went to `capSide`. */
function potentialWith(pos: FishPos, set: FishSet, side: number, captured: readonly CardId[], capSide: number): number {
  let missing = 0;
  const cards = set.cards;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (captured.includes(c)) {
      if (capSide !== side) return 0;
      continue;
    }
    const w = pos.loc[c]!;
    if (w === L_CAPTURED) {
      if (pos.side[c] !== side) return 0;
    } else if (w === L_OUT) return 0;
    else missing += weightOf(pos, c, w, side);
  }
  return set.worth * factorOf(missing);
}

const seenSets = new Uint8Array(64);
let seenMark = 0;
function nextMark(): number {
  seenMark = (seenMark + 1) & 255;
  if (seenMark === 0) {
    seenSets.fill(0);
    seenMark = 1;
  }
  return seenMark;
}

/** One set's change in (our potential − the opponents' potentials) if `cards` go to `capSide`. */
function setDelta(pos: FishPos, set: FishSet, cards: readonly CardId[], capSide: number): number {
  const me = pos.mySide;
  let d = potentialWith(pos, set, me, cards, capSide) - setPotential(pos, set, me);
  const opp = pos.oppSides;
  for (let i = 0; i < opp.length; i++) {
    const s = opp[i]!;
    d -= potentialWith(pos, set, s, cards, capSide) - setPotential(pos, set, s);
  }
  return d;
}

/**
 * The change in (our potential − the opponents' potentials) if `cards` go to side `capSide`.
 */
export function potentialDelta(pos: FishPos, sc: FishScoring, cards: readonly CardId[], capSide: number): number {
  if (cards.length === 0) return 0;
  const mark = nextMark();
  let d = 0;
  for (let i = 0; i < cards.length; i++) {
    const list = sc.setsOf[cards[i]!]!;
    for (let j = 0; j < list.length; j++) {
      const k = list[j]!;
      if (seenSets[k] === mark) continue;
      seenSets[k] = mark;
      d += setDelta(pos, sc.sets[k]!, cards, capSide);
    }
  }
  return d;
}

/** Unseen cards of the month of `card` (cards that could capture it besides ours). */
export function unseenOfMonth(pos: FishPos, card: CardId): number {
  const b = card & ~3;
  let u = 0;
  for (let i = 0; i < 4; i++) if (pos.loc[b + i] === L_UNSEEN) u++;
  return u;
}

/** The chance an opponent takes a field card of a month with `u` unseen cards before the seat's next turn (after its own draw). */
export function opponentTakes(pos: FishPos, u: number): { pOpp: number; pMine: number } {
  if (u === 0 || pos.unseen === 0) return { pOpp: 0, pMine: 0 };
  const pMine = pos.drawAfter && pos.pile > 0 ? Math.min(1, u / pos.unseen) : 0;
  const inHands = 1 - Math.pow(1 - pos.oppHand / pos.unseen, u);
  const byDraw = Math.min(1, (pos.oppDraws * u) / pos.unseen);
  return { pOpp: (1 - pMine) * Math.min(WEIGHTS.capChance, WEIGHTS.handSeen * inHands + byDraw), pMine };
}

/** The visible effect of a move for the evaluation. */
export interface FishEffect {
  /** Cards going to our side (the played card included when it captures). */
  readonly captured: readonly CardId[];
  /** The card laid on the field without a capture, or -1. */
  readonly laid: CardId;
  /** Game-specific extra (a wild card's reserve value, a Lightning month bonus…). */
  readonly extra: number;
}

/** The score of a move's effect (see the file comment). */
export function evaluateEffect(pos: FishPos, sc: FishScoring, e: FishEffect): number {
  let v = e.extra;
  if (e.captured.length > 0) {
    let pts = 0;
    for (let i = 0; i < e.captured.length; i++) pts += sc.value[e.captured[i]!]!;
    v += pts + potentialDelta(pos, sc, e.captured, pos.mySide) + WEIGHTS.deny * denial(pos, sc, e.captured);
  }
  if (e.laid >= 0) v -= layRisk(pos, sc, e.laid);
  return v;
}

/**
 * What the opponents would have taken of the captured field cards: their chance to take each before
 * our next turn, times what it is worth (its value, their sets it builds, our sets it would ruin).
 */
function denial(pos: FishPos, sc: FishScoring, captured: readonly CardId[]): number {
  let d = 0;
  for (let i = 0; i < captured.length; i++) {
    const c = captured[i]!;
    if (pos.loc[c] !== L_FIELD) continue;
    const { pOpp } = opponentTakes({ ...pos, drawAfter: false }, unseenOfMonth(pos, c));
    if (pOpp <= 0) continue;
    let worth = 0;
    for (let j = 0; j < pos.oppSides.length; j++)
      worth = Math.max(worth, -potentialDelta(pos, sc, [c], pos.oppSides[j]!));
    d += pOpp * (sc.value[c]! + worth);
  }
  return d;
}

/** The expected cost of laying `card` on the field (an opponent may take it; our own draw may take it back). */
export function layRisk(pos: FishPos, sc: FishScoring, card: CardId): number {
  const u = unseenOfMonth(pos, card);
  const { pOpp, pMine } = opponentTakes(pos, u);
  const val = sc.value[card]!;
  let risk = 0;
  if (pOpp > 0) {
    // What the card is worth to the opponent who takes it (their best side) and what we lose.
    let best = 0;
    for (let i = 0; i < pos.oppSides.length; i++) {
      const d = -potentialDelta(pos, sc, [card], pos.oppSides[i]!);
      // potentialDelta is from our point of view: −d is their gain plus our loss.
      if (d > best) best = d;
    }
    risk += pOpp * (val + best + WEIGHTS.mate * mateValue(pos, sc, card, u));
  }
  if (pMine > 0) risk -= pMine * (val + potentialDelta(pos, sc, [card], pos.mySide));
  if (WEIGHTS.selfMate > 0) {
    // A mate in our hand takes it back later (if nobody else does first): a safe place for that card.
    const b = card & ~3;
    let mine = -1;
    for (let i = 0; i < 4; i++)
      if (b + i !== card && pos.loc[b + i] === L_HAND) mine = Math.max(mine, sc.value[b + i]!);
    if (mine >= 0) risk -= WEIGHTS.selfMate * (1 - pOpp) * (mine + 1);
  }
  return risk;
}

/** The mean value of the unseen cards of the month of `card` (the card an opponent would take it with). */
function mateValue(pos: FishPos, sc: FishScoring, card: CardId, u: number): number {
  if (u === 0) return 0;
  const b = card & ~3;
  let v = 0;
  for (let i = 0; i < 4; i++) if (pos.loc[b + i] === L_UNSEEN) v += sc.value[b + i]!;
  return v / u;
}

/**
 * The visible effect of an ordinary card arriving on the field (the shared capture rule: none, one,
 * the chosen one of two, all three). `blocked` is a field card no ordinary match may take (-1: none).
 */
export function arrivalEffect(pos: FishPos, card: CardId, take: CardId, blocked: CardId = -1): FishEffect {
  const b = card & ~3;
  let n = 0;
  let a = -1;
  let c2 = -1;
  let c3 = -1;
  for (let i = 0; i < 4; i++) {
    const f = b + i;
    if (pos.loc[f] !== L_FIELD || f === blocked) continue;
    if (n === 0) a = f;
    else if (n === 1) c2 = f;
    else c3 = f;
    n++;
  }
  if (n === 0) return { captured: NO_CARDS, laid: card, extra: 0 };
  const captured = n === 1 ? [card, a] : n === 2 ? [card, take === c2 ? c2 : a] : [card, a, c2, c3];
  return { captured, laid: -1, extra: 0 };
}

/** A game's move scoring: one score per move, each with up to ±noise/2 of random noise from `rng`. */
export type FishScores<C, M> = (pos: FishPos, ctx: C, moves: readonly M[], rng: Rng, noise: number) => number[];

/** The heuristic's choice from a game's scoring: the best-scored move's index, ties broken by `rng`. */
export function fishHeuristicIndex<C, M>(
  scores: FishScores<C, M>,
): (pos: FishPos, ctx: C, moves: readonly M[], rng: Rng, noise?: number) => number {
  return (pos, ctx, moves, rng, noise = 0.01) => {
    if (moves.length <= 1) return 0;
    return argmax(scores(pos, ctx, moves, rng, noise), (k) => rng.int(k));
  };
}

/** Index of the best score; ties (within `eps`) broken by `pick` among the tied. */
export function argmax(scores: readonly number[], pick: (n: number) => number, eps = 1e-9): number {
  let best = -Infinity;
  for (const s of scores) if (s > best) best = s;
  const tied: number[] = [];
  scores.forEach((s, i) => {
    if (s >= best - eps) tied.push(i);
  });
  return tied.length === 1 ? tied[0]! : tied[pick(tied.length)]!;
}
