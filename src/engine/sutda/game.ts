// The flow of a Sutda hand (docs/rules/sutda.md): deal and antes, first auction, the first cards laid face
// up and the second look, second auction, revelation and settlement; rematches (tie = rematch, gusa)
// as new round objects with one auction; exclusion on bankruptcy, the next dealer and the game end.

import type { CardId } from "../core/cards";
import { Rng } from "../core/rng";
import type { RoundSummary } from "../core/ruleset";
import type { Phrase } from "../core/phrase";
import { applyAuctionAction, startAuction, type AuctionAction, type AuctionRules } from "./auction";
import { dealCards, dealToJson, type ParsedDeal } from "./deal";
import { bestHands, evaluateHand, gusaRematch, type HandValue } from "./ranking";
import { settle, type PotLayer } from "./settlement";
import type { HandState, LastMove, RoundDetail, RoundState, StakeSegment, SutdaState } from "./state";

const count = (xs: readonly boolean[]) => xs.reduce((k, x) => k + (x ? 1 : 0), 0);
const seatsOf = (xs: readonly boolean[]) => xs.flatMap((x, s) => (x ? [s] : []));

export function auctionRules(st: SutdaState): AuctionRules {
  return { minOpen: st.cfg.minOpen, capTableBid: st.cfg.capTableBid };
}

/** The first active seat clockwise from `seat` (itself included). */
export function nextActive(active: readonly boolean[], seat: number): number {
  const n = active.length;
  for (let k = 0; k < n; k++) if (active[(seat + k) % n]) return (seat + k) % n;
  return seat;
}

/** Seats dealt into the next round object: a rematch's players, or every seat still in the game. */
export function nextParticipants(st: SutdaState): readonly boolean[] {
  return st.rematchOf ?? st.active;
}

function labelOf(stage: RoundState["stage"], rematches: number): string {
  return stage === "auction-1"
    ? "Auction 1"
    : stage === "auction-2"
      ? "Auction 2"
      : rematches > 1
        ? `Rematch ${rematches} auction`
        : "Rematch auction";
}

/** Starts a round object from its deal (a new hand with antes, or a rematch of the current hand). */
export function beginRound(st: SutdaState, dealer: number, deal: ParsedDeal): SutdaState {
  const n = st.cfg.players;
  const participants = nextParticipants(st).slice();
  const rematch = st.rematchOf !== null;
  const index = st.dealt.length;
  const dealt = [...st.dealt, { dealer, deal: dealToJson(deal) }];
  let stacks = st.stacks;
  let hand: HandState;
  if (!rematch) {
    const antes = stacks.map((chips, s) => (participants[s] ? Math.min(st.cfg.ante, chips) : 0));
    const after = stacks.map((chips, s) => chips - antes[s]!);
    hand = {
      startStacks: stacks,
      antes,
      stakes: antes,
      segments: [{ label: "Ante", amounts: antes }],
      oya: dealer,
      rounds: [index],
      showdowns: [],
      forfeited: new Array<boolean>(n).fill(false),
    };
    stacks = after;
  } else {
    const prev = st.hand!;
    hand = { ...prev, oya: dealer, rounds: [...prev.rounds, index] };
  }
  const round: RoundState = {
    index,
    dealer,
    rematch,
    participants,
    cards: deal.cards,
    inHand: participants,
    // A rematch has one auction: both cards are looked at straight away.
    seenSecond: rematch ? participants : new Array<boolean>(n).fill(false),
    firstUp: new Array<boolean>(n).fill(false),
    shown: new Array<boolean>(n).fill(false),
    stage: rematch ? "rematch" : "auction-1",
    auction: null,
  };
  let next: SutdaState = { ...st, phase: "playing", dealt, stacks, hand, round, rematchOf: null, lastMove: null };
  next = openAuction(next);
  return advance(next);
}

/** Opens the auction of the current stage (it may be skipped: fewer than two players can bet). */
function openAuction(st: SutdaState): SutdaState {
  const r = st.round!;
  const h = st.hand!;
  const label = r.stage === "auction-1" ? "auction-1" : r.stage === "auction-2" ? "auction-2" : "rematch";
  const auction = startAuction(label, { inHand: r.inHand, stacks: st.stacks }, h.oya);
  if (!auction) return { ...st, round: { ...r, auction: null } };
  const segment: StakeSegment = {
    label: labelOf(r.stage, h.rounds.length - 1),
    amounts: new Array<number>(st.cfg.players).fill(0),
  };
  return { ...st, round: { ...r, auction }, hand: { ...h, segments: [...h.segments, segment] } };
}

/** Moves the hand on while nobody has to act: reveal, next auction, showdown. */
function advance(st: SutdaState): SutdaState {
  for (;;) {
    const r = st.round!;
    if (r.stage === "done" || r.auction !== null) return st;
    if (count(r.inHand) <= 1) return endHand(st, null);
    if (r.stage === "auction-1") {
      // Players still in lay their first card face up, then look at their second card.
      const firstUp = r.inHand.slice();
      const seenSecond = r.seenSecond.map((x, s) => x || r.inHand[s]!);
      st = openAuction({ ...st, round: { ...r, firstUp, seenSecond, stage: "auction-2" } });
      continue;
    }
    return showdown(st);
  }
}

/** Applies a fold / follow / outbid of the seat to act. */
export function applyAction(
  st: SutdaState,
  action: AuctionAction,
  lastMove: LastMove,
): { ok: true; state: SutdaState } | { ok: false; message: string } {
  const r = st.round!;
  const h = st.hand!;
  const a = r.auction!;
  const res = applyAuctionAction(a, { inHand: r.inHand, stacks: st.stacks }, auctionRules(st), action);
  if (!res.ok) return res;
  const { step } = res;
  const seat = a.turn;
  let hand: HandState = h;
  if (step.paid > 0) {
    const stakes = h.stakes.slice();
    stakes[seat] = stakes[seat]! + step.paid;
    const last = h.segments[h.segments.length - 1]!;
    const amounts = last.amounts.slice();
    amounts[seat] = amounts[seat]! + step.paid;
    hand = { ...h, stakes, segments: [...h.segments.slice(0, -1), { label: last.label, amounts }] };
  }
  if (step.done) hand = { ...hand, oya: step.auction.setter };
  const round: RoundState = { ...r, inHand: step.inHand, auction: step.done ? null : step.auction };
  let next: SutdaState = { ...st, stacks: step.stacks, hand, round, lastMove };
  next = advance(next);
  return { ok: true, state: continueLive(next) };
}

function showdown(st: SutdaState): SutdaState {
  const r = st.round!;
  const cfg = st.cfg;
  const values: (HandValue | null)[] = r.cards.map((c, s) =>
    c && r.inHand[s] ? evaluateHand(c[0], c[1], cfg.ranking) : null,
  );
  const contenders = seatsOf(r.inHand);
  const shownRound: RoundState = { ...r, shown: r.inHand.slice(), firstUp: r.firstUp.map((x, s) => x || r.inHand[s]!) };
  st = { ...st, round: shownRound };
  const gusa = cfg.ranking.gusa || cfg.ranking.meongteongguriGusa ? gusaRematch(contenders, values) : null;
  if (gusa) return startRematch(st, r.inHand, gusa, values);
  const winners = bestHands(contenders, values);
  if (winners.length > 1 && cfg.tieRematch) {
    const tied = r.inHand.map((_, s) => winners.includes(s));
    return startRematch(st, tied, "tie", values);
  }
  return endHand(st, values);
}

function publicCards(r: RoundState): Pick<RoundDetail, "firstUp" | "shown"> {
  return {
    firstUp: r.cards.map((c, s) => (c && r.firstUp[s] ? c[0] : null)),
    shown: r.cards.map((c, s) => (c && r.shown[s] ? c : null)),
  };
}

function handInfo(values: readonly (HandValue | null)[]): Pick<RoundDetail, "handKeys" | "handNames" | "multipliers"> {
  return {
    handKeys: values.map((v) => v?.key ?? null),
    handNames: values.map((v) => v?.name ?? null),
    multipliers: values.map((v) => v?.multiplier ?? null),
  };
}

/** A tie (tie = rematch) or a gusa: the stakes stay in the pot and the named players replay. */
function startRematch(
  st: SutdaState,
  players: readonly boolean[],
  reason: "tie" | "gusa" | "meongteongguri_gusa",
  values: readonly (HandValue | null)[],
): SutdaState {
  const r = st.round!;
  const h = st.hand!;
  const n = st.cfg.players;
  const dealer = st.cfg.nextDealer === "last_oya" ? h.oya : r.dealer;
  const zeros = new Array<number>(n).fill(0);
  const names = seatsOf(players)
    .map((s) => `seat ${s}`)
    .join(", ");
  const why =
    reason === "tie"
      ? `Tie for the best hand: ${names} replay for the pot of ${sum(h.stakes)} with one auction.`
      : `${reason === "gusa" ? "Gusa" : "Meongteongguri gusa"} at the showdown: ${names} replay for the pot of ${sum(h.stakes)} with one auction.`;
  const detail: RoundDetail = {
    round: r.index,
    hand: st.handsPlayed + 1,
    dealer: r.dealer,
    rematch: r.rematch,
    outcome: "rematch",
    rematchReason: reason,
    participants: r.participants,
    ...publicCards(r),
    ...handInfo(values),
    segments: h.segments,
    won: zeros,
    refunds: zeros,
    completionsPaid: zeros,
    completionsReceived: zeros,
    scores: zeros,
    excluded: [],
    winner: null,
    oyaAfter: h.oya,
    notes: [why, "The stakes stay in the pot: this round object scores 0 and the rematch settles the whole hand."],
  };
  const summary: RoundSummary = { scores: zeros, yaku: zeros.map(() => []), winner: null, nextDealer: dealer };
  const next: SutdaState = {
    ...st,
    phase: "awaiting-deal",
    hand: {
      ...h,
      showdowns: [...h.showdowns, { contenders: r.inHand, values, replayed: players, voided: reason !== "tie" }],
      forfeited: forfeitedAfter(h, r),
    },
    round: { ...r, stage: "done", auction: null },
    rematchOf: players,
    nextDealer: dealer,
    summaries: [...st.summaries, summary],
    details: [...st.details, detail],
  };
  return next;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The hand's folded seats, with those who folded in round object `r`. */
function forfeitedAfter(h: HandState, r: RoundState): boolean[] {
  return h.forfeited.map((x, s) => x || (r.participants[s] === true && !r.inHand[s]));
}

/** Settles the hand: one player left (values null) or a showdown. */
function endHand(st: SutdaState, values: readonly (HandValue | null)[] | null): SutdaState {
  const cfg = st.cfg;
  const r = st.round!;
  const h = st.hand!;
  const n = cfg.players;
  const contenders = seatsOf(r.inHand);
  const forfeited = forfeitedAfter(h, r);
  const res = settle({
    stakes: h.stakes,
    antes: h.antes,
    contenders: r.inHand,
    values,
    earlier: h.showdowns.map((sd) => ({ ...sd, contenders: sd.contenders.map((x, s) => x && !forfeited[s]) })),
    stacks: st.stacks,
    oya: h.oya,
    noMultipliers: cfg.noMultipliers,
    bidsOnly: cfg.bidsOnly,
  });
  const stacks = res.stacks;
  const scores = stacks.map((x, s) => x - h.startStacks[s]!);
  const excluded = seatsOf(st.active).filter((s) => stacks[s] === 0);
  const active = st.active.map((x, s) => x && stacks[s]! > 0);
  let winner: number | null;
  if (!values) winner = contenders[0]!;
  else {
    const w = bestHands(contenders, values);
    winner = w.length === 1 ? w[0]! : null;
  }
  const dealerBase = cfg.nextDealer === "last_oya" ? h.oya : (winner ?? r.dealer);
  const nextDealer = nextActive(active, dealerBase);
  const handsPlayed = st.handsPlayed + 1;
  const left = count(active);
  const over =
    left <= 1 || (cfg.end === "rounds_N" && handsPlayed >= cfg.rounds) || (cfg.end === "shared_bank_empty" && left < n);
  const notes: string[] = [];
  const notePhrases: Phrase[] = [];
  const note = (words: string, key: string, args?: Phrase["args"]) => {
    notes.push(words);
    notePhrases.push(args ? { key, args } : { key });
  };
  if (!values)
    note(
      `Everyone else folded: seat ${winner} takes the pot of ${sum(h.stakes)} without a showdown (no multiplier).`,
      "allFolded",
      { seat: winner!, pot: sum(h.stakes) },
    );
  else {
    if (winner === null)
      note(
        `Tie for the best hand: the pot is split, odd chips to the tied player first in turn order after the Oya (seat ${h.oya}).`,
        "tie",
        { seat: h.oya },
      );
    const multi = res.layers.find((l) => l.multiplier > 1);
    if (multi)
      note(
        `The winning hand carries ×${multi.multiplier}: each showdown loser completes their bet with ${multi.multiplier - 1} × their ${cfg.bidsOnly ? "bids" : "stake"}.`,
        "multiplier",
        { times: multi.multiplier, more: multi.multiplier - 1, what: cfg.bidsOnly ? "bids" : "stake" },
      );
    else if (cfg.noMultipliers) note("No multipliers: the winner takes the pot.", "noMultipliers");
    if (hasSidePots(res.layers))
      note(
        "Short stacks: the pot is split into layers, each won by the best hand among the players who staked that far.",
        "sidePots",
      );
  }
  for (const s of seatsOf(res.shortfall.map((x) => x > 0)))
    note(`Seat ${s} could not complete the bet (short by ${res.shortfall[s]}).`, "shortfall", {
      seat: s,
      amount: res.shortfall[s]!,
    });
  for (const s of excluded) note(`Seat ${s} has no chips left and is excluded from the game.`, "excluded", { seat: s });
  const detail: RoundDetail = {
    round: r.index,
    hand: handsPlayed,
    dealer: r.dealer,
    rematch: r.rematch,
    outcome: values ? "showdown" : "fold",
    rematchReason: null,
    participants: r.participants,
    ...publicCards(r),
    ...handInfo(values ?? new Array<HandValue | null>(n).fill(null)),
    segments: h.segments,
    won: res.won,
    refunds: res.refunds,
    completionsPaid: res.completionsPaid,
    completionsReceived: res.completionsReceived,
    scores,
    excluded,
    winner,
    oyaAfter: h.oya,
    notes,
    notePhrases,
  };
  const summary: RoundSummary = { scores, yaku: scores.map(() => []), winner, nextDealer };
  const gameOver = over;
  return {
    ...st,
    phase: gameOver ? "game-over" : "awaiting-deal",
    stacks,
    active,
    handsPlayed,
    nextDealer,
    hand: null,
    round: { ...r, stage: "done", auction: null },
    rematchOf: null,
    summaries: [...st.summaries, summary],
    details: [...st.details, detail],
    winner: gameOver ? largestStack(stacks) : null,
  };
}

/**
 * Whether the pot was split into side pots: contested layers won among different players (a short stack all-in).
 * Layers that only mark where a player folded have the same players in them, and a layer one player staked alone
 * goes back to them.
 */
function hasSidePots(layers: readonly PotLayer[]): boolean {
  const contested = new Set<string>();
  let prev = 0;
  for (const l of layers) {
    const contributors = l.amount / (l.level - prev);
    prev = l.level;
    if (l.winners.length > 0 && contributors > 1) contested.add(l.eligible.join(","));
  }
  return contested.size > 1;
}

function largestStack(stacks: readonly number[]): number | null {
  const top = Math.max(...stacks);
  const at = seatsOf(stacks.map((x) => x === top));
  return at.length === 1 ? at[0]! : null;
}

/** Live games deal the next round object at once (it may even end at once: everyone all-in). */
export function continueLive(st: SutdaState): SutdaState {
  while (st.rng && st.phase === "awaiting-deal") {
    const rng = Rng.from(st.rng);
    const dealer = st.nextDealer!;
    const deal = dealCards(rng, st.cfg.deck, nextParticipants(st), dealer);
    st = beginRound({ ...st, rng: rng.state() }, dealer, deal);
  }
  return st;
}

export type { CardId };
