// Determinization for the bots (src/engine/bots): a full Sakura state consistent with one seat's
// player view, its hidden cards (the other hands and the pile) filled in from a sample. The rebuilt
// state gives exactly the same playerView for that seat (a property test checks it), so a search
// can play the round on to its end from it.
//
// Finished rounds are rebuilt as stand-ins carrying the view's summaries and explanations (their
// hidden details, such as which cards stayed undrawn, are not known and play no part in the round
// being played). The state has no generator: when its round ends it waits for a deal, so a playout
// stops there and reads the round's summary.

import { CARD_CODES, cardIdOf, cardIdsOf, type CardId } from "../core/cards";
import type { HiddenHandsAndPile, UnseenHandsAndPile } from "../core/hidden-cards";
import { determinizationOf } from "../core/determinization";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { DealtRound, MatchSetup, RoundExplanation, RoundSummary } from "../core/ruleset";
import type { SakuraDeal } from "./deal";
import { rememberExplanation } from "./explain";
import { GAJI } from "./gaji";
import { legalMovesOf } from "./match";
import { canonicalMove, decodeMove, type SakuraMove } from "./moves";
import { configOf, validateSakuraSetup, type SakuraConfig } from "./setup";
import {
  CAPTURED,
  DEAD,
  FIELD,
  filled,
  IN_PLAY,
  packHands,
  PILE,
  STEP_BID,
  STEP_CHOOSE_DEALER,
  STEP_DRAW,
  STEP_GAJI_TARGET,
  STEP_OVER,
  STEP_PLAY,
  STEP_PLAY_OTHER,
  type LastAction,
  type OpeningEvent,
  type RoundInfo,
  type RoundResult,
  type RoundState,
  type SakuraState,
} from "./state";
import type { SakuraRoundView, SakuraStep, SakuraView } from "./view";
import type { YakuKey } from "./yaku";

export type SakuraHidden = HiddenHandsAndPile;
export type SakuraUnseen = UnseenHandsAndPile;

const STEPS: Record<SakuraStep, number> = {
  play: STEP_PLAY,
  draw: STEP_DRAW,
  "gaji-retarget": STEP_GAJI_TARGET,
  "play-other": STEP_PLAY_OTHER,
  bid: STEP_BID,
  "choose-dealer": STEP_CHOOSE_DEALER,
  over: STEP_OVER,
};

function playingRound(view: SakuraView): Result<{ seat: number; rv: SakuraRoundView }> {
  if (view.seat === null) return err("no-seat", "a determinization needs a seat's view, not a spectator's");
  const rv = view.round;
  if (view.phase !== "playing" || rv === null || rv.step === "over" || rv.turn === null || rv.hand === null)
    return err("not-playing", "a determinization needs a round in play");
  return ok({ seat: view.seat, rv });
}

/** The cards a seat's view leaves unseen, with the counts per place. */
export function sakuraUnseen(view: SakuraView): Result<SakuraUnseen> {
  const p = playingRound(view);
  if (!p.ok) return p;
  const { seat, rv } = p.value;
  const seen = new Uint8Array(48);
  for (const c of rv.hand!) seen[cardIdOf(c)] = 1;
  for (const c of rv.field) seen[cardIdOf(c)] = 1;
  for (const side of rv.sides) for (const c of side.captured) seen[cardIdOf(c)] = 1;
  for (const c of rv.dead) seen[cardIdOf(c)] = 1;
  if (rv.gajiAwaitingTarget) seen[GAJI] = 1;
  const cards: CardId[] = [];
  for (let c = 0; c < 48; c++) if (!seen[c]) cards.push(c);
  let others = 0;
  rv.handCounts.forEach((n, s) => {
    if (s !== seat) others += n;
  });
  if (others + rv.pileCount !== cards.length)
    return err("bad-view", "the view's counts do not add up to the unseen cards");
  return ok({
    seat,
    cards,
    handCounts: rv.handCounts,
    pileCount: rv.pileCount,
    top: rv.drawing === null ? null : cardIdOf(rv.drawing),
  });
}

function infoOf(cfg: SakuraConfig, rv: SakuraRoundView, deal: SakuraDeal, pile: readonly CardId[]): RoundInfo {
  const n = cfg.players;
  let next: number[];
  let leader = rv.dealer;
  if (rv.finalists) {
    const [a, b] = rv.finalists as [number, number];
    next = filled(n, -1);
    next[a] = b;
    next[b] = a;
    leader = a;
  } else {
    next = [];
    for (let k = 0; k < n; k++) next.push((k + 1) % n);
  }
  const opening: OpeningEvent[] = rv.opening.map((e) =>
    e.kind === "dealer-captures"
      ? { kind: e.kind, seat: e.seat!, cards: cardIdsOf(e.cards!) }
      : e.kind === "oibana-finalists"
        ? { kind: e.kind, seats: [e.seats![0]!, e.seats![1]!] as const }
        : { kind: e.kind },
  );
  return {
    index: rv.index,
    dealer: rv.dealer,
    pile,
    active: [...rv.active],
    next,
    leader,
    deal,
    finalists: rv.finalists ? [rv.finalists[0]!, rv.finalists[1]!] : null,
    opening,
  };
}

function lastOf(rv: SakuraRoundView, players: number): LastAction | null {
  const l = rv.last;
  if (!l) return null;
  const d = decodeMove(l.move, players);
  if (!d.ok) throw new RangeError(`the view's last move is unreadable: ${d.message}`);
  return {
    seat: l.seat,
    move: canonicalMove(d.move),
    card: l.card === null ? -1 : cardIdOf(l.card),
    taken: cardIdsOf(l.taken),
    wild: l.wild,
    block: l.block ? { owner: l.block.owner, month: l.block.month, cards: cardIdsOf(l.block.cards) } : null,
  };
}

/** Stand-ins for the finished rounds: what the view shows of them (summary, explanation, next dealer). */
function finishedRounds(
  cfg: SakuraConfig,
  summaries: readonly RoundSummary[],
  explanations: readonly RoundExplanation[],
): RoundResult[] {
  return summaries.map((summary, i) => {
    const e = explanations[i]!;
    const captured: CardId[][] = Array.from({ length: cfg.sides }, () => []);
    const values = filled(cfg.sides, 0);
    for (const side of e.sides) {
      const step = side.steps[0];
      if (step?.cards && step.label.startsWith("Card values")) {
        captured[side.side] = cardIdsOf(step.cards);
        values[side.side] = step.points;
      }
    }
    const res: RoundResult = {
      index: e.round,
      dealer: -1,
      cancelled: summary.cancelled === true,
      cancelReason: summary.cancelled ? { why: "redeal" } : null,
      teshi: null,
      participants: [],
      captured,
      transferred: [],
      dead: [],
      undrawn: [],
      gajiSide: -1,
      gajiMonth: 0,
      values,
      yaku: summary.yaku as YakuKey[][],
      points: summary.scores,
      winner: summary.winner,
      nextDealer: summary.nextDealer ?? 0,
      victories: 1,
      victoryLabel: null,
      bids: null,
      payment: 0,
      summary,
    };
    rememberExplanation(res, e);
    return res;
  });
}

/** Per team, the seat that dealt for it last, from the dealers the view shows (`rotate_within_team`). */
function lastDealers(cfg: SakuraConfig, view: SakuraView, dealer: number): number[] {
  if (!cfg.teams) return [];
  const out = cfg.teams.map(() => -1);
  // Round object i+1 was dealt by summary i's next dealer; the current round by `dealer`.
  for (const s of view.summaries) if (s.nextDealer !== null) out[cfg.sideOf[s.nextDealer]!] = s.nextDealer;
  out[cfg.sideOf[dealer]!] = dealer;
  return out;
}

/** Everything of a view's state that does not depend on the hidden cards, built once per view. */
interface Template {
  readonly seat: number;
  readonly unseen: SakuraUnseen;
  readonly cfg: SakuraConfig;
  readonly loc: readonly number[];
  readonly isUnseen: Uint8Array;
  readonly rv: SakuraRoundView;
  readonly ownHand: readonly CardId[];
  readonly field: readonly CardId[];
  readonly base: Omit<SakuraState, "round">;
  readonly roundBase: Omit<RoundState, "info" | "loc" | "hands">;
}

function templateOf(setup: MatchSetup, view: SakuraView): Result<Template> {
  const unseen = sakuraUnseen(view);
  if (!unseen.ok) return unseen;
  const { seat } = unseen.value;
  const rv = view.round!;
  const valid = validateSakuraSetup(setup);
  if (!valid.ok) return valid;
  const cfg = configOf(valid.value);
  const n = cfg.players;
  if (view.players !== n) return err("bad-setup", "the setup and the view disagree on the number of players");
  const loc: number[] = filled(48, -1);
  for (const c of rv.hand!) loc[cardIdOf(c)] = seat;
  for (const c of rv.field) loc[cardIdOf(c)] = FIELD;
  for (const side of rv.sides) for (const c of side.captured) loc[cardIdOf(c)] = CAPTURED + side.side;
  for (const c of rv.dead) loc[cardIdOf(c)] = DEAD;
  if (rv.gajiAwaitingTarget) loc[GAJI] = IN_PLAY;
  const isUnseen = new Uint8Array(48);
  for (const c of unseen.value.cards) isUnseen[c] = 1;
  const last = lastOf(rv, n);
  let willowSeats = 0;
  for (const s of rv.willowPlayedBy) willowSeats |= 1 << s;
  const results = finishedRounds(cfg, view.summaries, view.explanations);
  const dealt: DealtRound[] = [];
  for (let i = 0; i < rv.index; i++) dealt.push({ dealer: null, deal: null });
  dealt.push({ dealer: rv.dealer, deal: null });
  return ok({
    seat,
    unseen: unseen.value,
    cfg,
    loc,
    isUnseen,
    rv,
    ownHand: cardIdsOf(rv.hand!),
    field: cardIdsOf(rv.field),
    base: {
      game: "sakura",
      cfg,
      phase: "playing",
      rng: null,
      dealerDraws: view.firstDealerDraws
        ? view.firstDealerDraws.map((a) => a.map((d) => ({ seat: d.seat, card: cardIdOf(d.card) })))
        : null,
      firstDealer: null,
      dealt,
      results,
      summaries: results.map((r) => r.summary),
      totals: [...view.totals],
      played: view.roundsPlayed,
      lastDealerOfTeam: lastDealers(cfg, view, rv.dealer),
    },
    roundBase: {
      pileTop: 0,
      turn: rv.turn!,
      step: STEPS[rv.step],
      gajiSide: rv.gaji ? rv.gaji.side : -1,
      gajiMonth: rv.gaji ? rv.gaji.month : 0,
      gajiPair: rv.gaji && rv.gaji.pair !== null ? cardIdOf(rv.gaji.pair) : -1,
      gajiFromDraw: rv.gajiAwaitingTarget && last !== null && "draw" in last.move,
      willowSeats,
      bids: rv.bids ? [...rv.bids] : null,
      last,
      moveCount: rv.moveCount,
    },
  });
}

function fill(t: Template, hidden: SakuraHidden): Result<SakuraState> {
  const { seat, rv, cfg } = t;
  const loc = t.loc.slice();
  const place = (c: CardId, where: number): boolean => {
    if (!t.isUnseen[c] || loc[c] !== -1) return false;
    loc[c] = where;
    return true;
  };
  const hands: CardId[][] = [];
  for (let s = 0; s < cfg.players; s++) {
    if (s === seat) {
      hands.push(t.ownHand.slice());
      continue;
    }
    const h = hidden.hands[s] ?? [];
    if (h.length !== rv.handCounts[s])
      return err("bad-sample", `seat ${s} holds ${rv.handCounts[s]} cards, the sample gives ${h.length}`);
    for (const c of h) if (!place(c, s)) return err("bad-sample", `${CARD_CODES[c]} cannot be in seat ${s}'s hand`);
    hands.push([...h]);
  }
  if (hidden.pile.length !== rv.pileCount)
    return err("bad-sample", `the pile holds ${rv.pileCount} cards, the sample gives ${hidden.pile.length}`);
  for (const c of hidden.pile) if (!place(c, PILE)) return err("bad-sample", `${CARD_CODES[c]} cannot be in the pile`);
  if (t.unseen.top !== null && hidden.pile[0] !== t.unseen.top)
    return err("bad-sample", "the view shows the top pile card: the sample must keep it there");
  const pile = hidden.pile.slice();
  const deal: SakuraDeal = { hands, field: t.field.slice(), pile };
  return ok({ ...t.base, round: { ...t.roundBase, info: infoOf(cfg, rv, deal, pile), loc, hands: packHands(loc) } });
}

const moveKey = (m: SakuraMove): string => JSON.stringify(m);

function sameMoves(a: readonly SakuraMove[], b: readonly SakuraMove[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (moveKey(a[i]!) !== moveKey(b[i]!)) return false;
  return true;
}

function sampler(t: Template): (rng: Rng) => Result<SakuraState> {
  const { seat, handCounts, pileCount, top } = t.unseen;
  const pool0 = t.unseen.cards.filter((c) => c !== top);
  const checkMoves = t.rv.turn === seat && t.rv.step === "draw";
  return (rng: Rng) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const pool = rng.shuffleInPlace(pool0.slice());
      let k = 0;
      const hands: CardId[][] = handCounts.map((count, s) => (s === seat ? [] : pool.slice(k, (k += count))));
      const pile = top === null ? pool.slice(k) : [top, ...pool.slice(k)];
      if (pile.length !== pileCount) return err("bad-view", "the view's counts do not add up");
      const built = fill(t, { hands, pile });
      if (!built.ok) return built;
      if (!checkMoves || sameMoves(legalMovesOf(built.value, seat), t.rv.legalMoves)) return built;
    }
    return err("no-sample", "no deal of the hidden cards matches the seat's legal moves");
  };
}

const determinization = determinizationOf(templateOf, fill, sampler);

/**
 * The full state a view stands for once its hidden cards are given. `hidden.hands[s]` must hold the
 * view's hand count for every other seat, `hidden.pile` the pile count (top first), together exactly
 * the unseen cards. The setup must be the game's setup.
 */
export const sakuraStateFromView = determinization.stateFromView;

/**
 * A sampler of states for `view`, the hidden cards dealt at random (uniformly among the deals
 * consistent with what the seat knows). The view is read once; each call deals anew. The only public
 * constraint beyond the counts is the seat's own legal moves: at its draw step they tell whether the
 * top pile card gives a choice of capture.
 */
export const sakuraDeterminizer = determinization.determinizer;

/** One state for `view` with the hidden cards dealt at random (see sakuraDeterminizer). */
export const determinizeSakura = determinization.determinize;
