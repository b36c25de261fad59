// One shape for the three fishing games' views (Sakura, SFJ, Mushi), so one board draws them all: the hand, the
// field, the pile and the card turned from it, each side's pile with its points, complete yaku/roles and the ones
// in progress, whose turn it is and what they must do.
import { CARD_CODES, MONTH_NAMES, parseCard } from "~/engine/core/cards";
import type { MushiView } from "~/engine/mushi";
import { YAKU, yakuLabel, type SakuraView } from "~/engine/sakura";
import { attemptLeaders } from "~/engine/sakura/first-dealer";
import { ROLE_DEFS, ROLE_ORDER, type RoleKey, type SfjView } from "~/engine/sfj";
import { highestDrawers } from "~/engine/sfj/firstDealer";
import {
  BLUE_VASES_CARDS,
  BOAR_DEER_BUTTERFLY_CARDS,
  FIVE_BRIGHTS_CARDS,
  FOUR_BRIGHTS_CARDS,
  RED_VASES_CARDS,
} from "~/engine/sfj/roles";
import type { FishingGameView } from "./types";
import { plural } from "~/engine/core/plural";

export interface YakuInProgress {
  label: string;
  /** The cards this side holds of it, and how many it needs in all. */
  have: string[];
  need: number;
  /** Still possible: no card of it is in another side's pile (or dead). */
  live: boolean;
}

export interface FishingSide {
  side: number;
  seats: number[];
  captured: string[];
  /** Card points of the pile (before breakeven/par and yaku). */
  points: number;
  yaku: { label: string; detail: string }[];
  progress: YakuInProgress[];
}

/**
 * How the first dealer (Mushi: the first elder) was chosen before the first deal: each attempt's cards by seat, every
 * attempt but the last a tie drawn again, and the seat the last one gave. Public: every seat and spectators see it.
 * No attempts: the dealer was set before the game instead of drawn (the site does it only for tournament games).
 */
export interface FirstDealerDraw {
  attempts: { seat: number; card: string }[][];
  dealer: number;
  /** What decided, in words: "earliest month", "highest card", or GIVEN_DEALER_RULE. */
  rule: string;
}

/** Why the first dealer of a game without a draw deals first (only tournaments name the first dealer). */
export const GIVEN_DEALER_RULE = "set by the tournament, not drawn";

type DrawsJson = { seat: number; card: string }[][] | null;

/**
 * A first dealer that was given (an empty list of draws: the engine skipped the draw) and is known; null for none
 * (no draws at all: a bare record, which does not say how its dealer was chosen).
 */
function givenDealer(draws: DrawsJson, dealer: number | null): FirstDealerDraw | null {
  return draws && draws.length === 0 && dealer !== null ? { attempts: [], dealer, rule: GIVEN_DEALER_RULE } : null;
}

/** Sakura: the earliest month deals (within a month, with the tiebreak option, the higher card: a final draw has one). */
function sakuraFirstDealer(draws: DrawsJson, dealer: number | null): FirstDealerDraw | null {
  const given = givenDealer(draws, dealer);
  if (given) return given;
  const last = draws?.at(-1);
  if (!draws || !last) return null;
  const ids = last.map((d) => ({ seat: d.seat, card: parseCard(d.card)! }));
  const leaders = attemptLeaders(ids, true);
  const month = (code: string) => code.slice(0, 3);
  const winnerCard = last.find((d) => d.seat === leaders[0])!.card;
  const sharedMonth = last.some((d) => d.seat !== leaders[0] && month(d.card) === month(winnerCard));
  return leaders.length === 1
    ? {
        attempts: draws,
        dealer: leaders[0]!,
        rule: sharedMonth ? "earliest month, then the higher card" : "earliest month",
      }
    : null;
}

/** SFJ: the highest card deals. */
function sfjFirstDealer(draws: DrawsJson, dealer: number | null): FirstDealerDraw | null {
  const given = givenDealer(draws, dealer);
  if (given) return given;
  const last = draws?.at(-1);
  if (!draws || !last) return null;
  const top = highestDrawers(last.map((d) => ({ seat: d.seat, card: parseCard(d.card)! })));
  return top.length === 1 ? { attempts: draws, dealer: top[0]!, rule: "highest card" } : null;
}

/** Mushi: the lots, one pair of cards (seat 0's, seat 1's) per draw; the earlier month is elder. */
function mushiFirstElder(lots: MushiView["history"]["lots"]): FirstDealerDraw | null {
  if (!lots) return null;
  if (lots.draws.length === 0) return { attempts: [], dealer: lots.elder, rule: GIVEN_DEALER_RULE };
  return {
    attempts: lots.draws.map((pair) => pair.map((card, seat) => ({ seat, card }))),
    dealer: lots.elder,
    rule: "earlier month, then the higher card",
  };
}

export type FishingStep = "play" | "draw" | "choose-target" | "decide-four" | "bid" | "choose-dealer" | "over" | null;

export interface FishingModel {
  game: "sakura" | "sfj" | "mushi";
  viewer: number | null;
  players: number;
  hand: string[] | null;
  handCounts: number[];
  field: string[];
  pileCount: number;
  /** The card turned face up from the pile and waiting to be played (null: none). */
  turned: string | null;
  dealer: number | null;
  /** "Dealer" (Sakura: Oya), "Elder" (Mushi). */
  dealerWord: string;
  turn: number | null;
  step: FishingStep;
  roundNumber: number;
  roundsTotal: number | null;
  sides: FishingSide[];
  sideOfSeat: number[];
  /** What the last move of the round showed: the card played or drawn and what it took. */
  last: { seat: number; card: string | null; taken: string[] } | null;
  /** Rule events of the round worth a line (Gaji, Lightning, re-fills, opening checks). */
  notes: string[];
  /** "Breakeven 80" (SFJ), "Par 115" (Mushi); Sakura has none. */
  par: { label: string; value: number } | null;
  over: boolean;
  /** The game is over (no round to play). */
  gameOver: boolean;
  /** How the first dealer was chosen: drawn, or given (no attempts); null from a bare record. */
  firstDealer: FirstDealerDraw | null;
}

const SFJ_ROLE_CARDS: Record<RoleKey, (options: Record<string, unknown>) => readonly number[] | null> = {
  "five-brights": () => FIVE_BRIGHTS_CARDS,
  "four-brights": () => FOUR_BRIGHTS_CARDS,
  "boar-deer-butterfly": () => BOAR_DEER_BUTTERFLY_CARDS,
  "red-vases": () => RED_VASES_CARDS,
  "blue-vases": () => BLUE_VASES_CARDS,
  "black-tea-and-cake": (o) => teaSet(o.tea_party_sets === "custom" ? o.black_tea_and_cake : "curtain_cup"),
  "japanese-tea-and-sweets": (o) => teaSet(o.tea_party_sets === "custom" ? o.japanese_tea_and_sweets : "moon_cup"),
};

function teaSet(v: unknown): readonly number[] | null {
  if (v === "curtain_cup") return [8, 32];
  if (v === "moon_cup") return [28, 32];
  return null;
}

const codes = (ids: readonly number[]) => ids.map((c) => CARD_CODES[c]!);

function sakuraModel(view: SakuraView): FishingModel {
  const r = view.round;
  const stepOf = (): FishingStep => {
    if (!r || view.phase === "game-over") return null;
    switch (r.step) {
      case "play":
      case "play-other":
        return "play";
      case "draw":
        return "draw";
      case "gaji-retarget":
        return "choose-target";
      case "bid":
        return "bid";
      case "choose-dealer":
        return "choose-dealer";
      case "over":
        return "over";
    }
  };
  const notes: string[] = [];
  if (r) {
    for (const e of r.opening) {
      if (e.kind === "dealer-captures" && e.cards)
        notes.push(`Four of a month on the field: seat ${e.seat} took ${plural(e.cards.length, "card")} at the deal.`);
      if (e.kind === "oibana-finalists" && e.seats)
        notes.push(`Oi-bana: seats ${e.seats.join(" and ")} play this round.`);
    }
    if (r.gaji)
      notes.push(
        `The Gaji was taken by ${view.teams ? `team ${r.gaji.side + 1} (seats ${view.teams[r.gaji.side]?.join(", ")})` : `seat ${r.gaji.side}`}: left-over ${MONTH_NAMES[r.gaji.month - 1]} cards go to them at the end.`,
      );
    if (r.myGajiWild === true) notes.push("Your Gaji (the Lightning) is wild: it can take any field card.");
    if (r.myGajiWild === false) notes.push("Your Gaji is no longer wild: another seat has played a Willow.");
    if (r.bids) notes.push(`Oi-bana bids: ${r.bids.map((b, s) => `seat ${s} ${b || "–"}`).join(", ")}.`);
  }
  const sides: FishingSide[] = (r?.sides ?? []).map((s) => {
    const named = (key: string, label: string) =>
      view.yakuLabels === "names" ? label : `${label} · ${YAKU.find((y) => y.key === key)?.name ?? ""}`;
    const progress = s.partial.map((p) => ({ label: named(p.key, p.label), have: p.have, need: 3, live: p.live }));
    return {
      side: s.side,
      seats: s.seats,
      captured: s.captured,
      points: s.value,
      yaku: s.yaku.map((k) => ({
        label: yakuLabel(k, view.yakuLabels),
        detail: YAKU.find((y) => y.key === k)?.name ?? "",
      })),
      progress,
    };
  });
  return {
    game: "sakura",
    viewer: view.seat,
    players: view.players,
    hand: r?.hand ?? null,
    handCounts: r?.handCounts ?? new Array<number>(view.players).fill(0),
    field: r?.field ?? [],
    pileCount: (r?.pileCount ?? 0) - (r?.drawing ? 1 : 0),
    turned: r?.drawing ?? null,
    dealer: r?.dealer ?? null,
    dealerWord: "Dealer",
    turn: r?.turn ?? null,
    step: stepOf(),
    roundNumber: r?.number ?? view.roundsPlayed,
    roundsTotal: view.roundsTotal,
    sides,
    sideOfSeat: view.sideOfSeat,
    last: r?.last ? { seat: r.last.seat, card: r.last.card, taken: r.last.taken } : null,
    notes,
    par: null,
    over: r?.step === "over",
    gameOver: view.phase === "game-over",
    firstDealer: sakuraFirstDealer(view.firstDealerDraws, r?.dealer ?? null),
  };
}

function sfjModel(view: SfjView): FishingModel {
  const n = view.players;
  const owner = new Map<number, number>();
  view.captured.forEach((pile, s) => pile.forEach((c) => owner.set(parseCard(c)!, s)));
  const sides: FishingSide[] = view.captured.map((pile, s) => {
    const have = new Set(pile.map((c) => parseCard(c)!));
    const progress: YakuInProgress[] = [];
    for (const key of ROLE_ORDER) {
      const cards = SFJ_ROLE_CARDS[key](view.options);
      if (!cards || view.roles[s]!.includes(key)) continue;
      if (key === "four-brights" && view.roles[s]!.includes("five-brights")) continue;
      const got = cards.filter((c) => have.has(c));
      if (got.length === 0 || got.length * 2 < cards.length) continue;
      progress.push({
        label: ROLE_DEFS[key].label,
        have: codes(got),
        need: cards.length,
        live: cards.every((c) => have.has(c) || !owner.has(c)),
      });
    }
    return {
      side: s,
      seats: [s],
      captured: pile,
      points: view.points[s] ?? 0,
      yaku: view.roles[s]!.map((k) => ({
        label: ROLE_DEFS[k].label,
        detail: `${ROLE_DEFS[k].pay} from each other player`,
      })),
      progress,
    };
  });
  const playing = view.phase === "playing";
  const step: FishingStep = !playing ? null : view.step === "replace" ? "decide-four" : view.step;
  const notes: string[] = [];
  for (const e of view.events) {
    if (e.kind === "refill")
      notes.push(
        `Four ${MONTH_NAMES[e.month - 1]} cards lay on the table: they went back into the deck and four new cards were turned.`,
      );
    if (e.kind === "replace")
      notes.push(`Seat ${e.seat} gave back the four ${MONTH_NAMES[e.month - 1]} cards of the hand for four new ones.`);
    if (e.kind === "keep") notes.push(`Seat ${e.seat} keeps a four-of-a-month hand.`);
  }
  const lm = view.lastMove;
  return {
    game: "sfj",
    viewer: view.seat,
    players: n,
    hand: view.hand,
    handCounts: view.handCounts,
    field: view.field,
    pileCount: view.pileCount - (view.turnedCard ? 1 : 0),
    turned: view.turnedCard,
    dealer: view.dealer,
    dealerWord: "Dealer",
    turn: view.toAct[0] ?? null,
    step,
    roundNumber: view.roundNumber,
    roundsTotal: view.roundsTotal,
    sides,
    sideOfSeat: Array.from({ length: n }, (_, s) => s),
    last:
      lm && (lm.kind === "play" || lm.kind === "draw")
        ? { seat: lm.seat, card: lm.card ?? null, taken: lm.taken ?? [] }
        : null,
    notes,
    par: { label: "Breakeven", value: view.breakeven },
    over: !playing,
    gameOver: view.phase === "game-over",
    firstDealer: sfjFirstDealer(view.dealerDraws, view.dealer),
  };
}

function mushiModel(view: MushiView): FishingModel {
  const r = view.round;
  const sides: FishingSide[] = [0, 1].map((s) => ({
    side: s,
    seats: [s],
    captured: r?.captured[s] ?? [],
    points: r?.capturedPoints[s] ?? 0,
    yaku: (r?.yaku[s] ?? [])
      .filter((y) => y.complete)
      .map((y) => ({ label: y.label, detail: `${y.value} from the opponent` })),
    progress: (r?.yaku[s] ?? [])
      .filter((y) => !y.complete && y.have.length > 0 && y.have.length * 2 >= y.cards.length)
      .map((y) => ({ label: y.label, have: y.have, need: y.cards.length, live: !y.blocked })),
  }));
  const notes = [...(r?.notes ?? [])];
  if (r && r.lightning.user !== null && !r.over)
    notes.push(
      `Seat ${r.lightning.user} holds the Lightning${r.lightning.month ? ` (${MONTH_NAMES[r.lightning.month - 1]} month)` : ""}.`,
    );
  const playing = view.phase === "playing" && r !== null && !r.over;
  return {
    game: "mushi",
    viewer: view.viewer,
    players: 2,
    hand: view.viewer === null ? null : (r?.hand ?? []),
    handCounts: r?.handCounts ?? [0, 0],
    field: r?.table ?? [],
    pileCount: r?.stockCount ?? 0,
    turned: r?.turned ?? null,
    dealer: r?.elder ?? null,
    dealerWord: "Elder",
    turn: r?.turn ?? null,
    step: playing ? r.step : r?.over ? "over" : null,
    roundNumber: view.roundsPlayed + (r && !r.over ? 1 : 0),
    roundsTotal: view.roundsTotal,
    sides,
    sideOfSeat: [0, 1],
    last: r?.lastMove ? { seat: r.lastMove.seat, card: r.lastMove.card, taken: r.lastMove.taken } : null,
    notes,
    par: { label: "Par", value: view.options.par },
    over: r?.over ?? false,
    gameOver: view.phase === "game-over",
    firstDealer: mushiFirstElder(view.history.lots),
  };
}

function engineModel(gv: FishingGameView): FishingModel {
  switch (gv.game) {
    case "sakura":
      return sakuraModel(gv.view);
    case "sfj":
      return sfjModel(gv.view);
    case "mushi":
      return mushiModel(gv.view);
  }
}

/**
 * The pile's top card is turned when it is drawn: before the draw it lies face down for everyone. Only the seat that
 * draws and must choose what the card takes sees it turned (its banner asks the choice); in one move the draw turns
 * and plays it, and the log tells the card. The same for the three games (SFJ and Mushi views show it to all at the
 * start of the draw step, Sakura's to that seat only when it has a choice).
 */
export function fishingModel(gv: FishingGameView): FishingModel {
  const m = engineModel(gv);
  const choosing = gv.legalMoves.filter((mv) => mv.draw === true).length > 1;
  if (m.turned === null || choosing) return m;
  return { ...m, turned: null, pileCount: m.pileCount + 1 };
}

/** The months of the field cards a hand card would match (a hover hint; the legal moves decide). */
export function sameMonth(card: string, field: readonly string[], game: FishingModel["game"]): string[] {
  const month = card.slice(0, 3);
  return field.filter((f) => f.slice(0, 3) === month && !(game === "mushi" && f === "M11-3"));
}
