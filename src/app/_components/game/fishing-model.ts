// One shape for the fishing games' views, so one board draws them all: the hand, the field, the pile and the card
// turned from it, each side's pile with its points, complete yaku/roles and the ones in progress, whose turn it is and
// what they must do. Each game's adapter (in its folder under src/app/_games) builds the model from its engine view.
import type { ComponentType } from "react";
import type { Phrase } from "~/engine/core/phrase";
import type { BoardMove, FishingGameView } from "./types";

/** A yaku's or role's name in the catalogs: the key of its game's namespace. */
export interface YakuName {
  ns: "Yaku" | "SfjRoles" | "MushiYaku" | "RulesSakura";
  key: string;
  /** The message's arguments (a detail's amount). */
  values?: Record<string, number>;
}

export interface YakuInProgress {
  /** The English name, shown when `name` is absent. */
  label: string;
  name?: YakuName;
  /** A mark said before the name ("#2", a house rule's numbering). */
  mark?: string;
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
  /** `detail`: what the set is worth (or Sakura's name for a numbered yaku), in the catalogs; absent: none. */
  yaku: { label: string; name?: YakuName; detail?: YakuName }[];
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
  /** What decided, as a key of FishingBoard.firstDealer.rule: "earliest", "highest", or GIVEN_DEALER_RULE. */
  rule: "given" | "earliest" | "earliestHigher" | "earlierHigher" | "highest";
}

/** Why the first dealer of a game without a draw deals first (only tournaments name the first dealer). */
export const GIVEN_DEALER_RULE = "given";

/** One attempt at the first deal's draw: the card each seat drew. */
export type DrawAttempt = { seat: number; card: string }[];
export type DrawsJson = DrawAttempt[] | null;
/** A game's rule for the draw: who it picks from an attempt, and why; null when the attempt decides no one. */
export type DealerRule = (last: DrawAttempt) => Pick<FirstDealerDraw, "dealer" | "rule"> | null;

/**
 * The first deal's draw as a view gives it: a dealer that was given (an empty list of draws: the engine skipped the
 * draw) and is known, else the seat the game's rule (`decide`) picks from the last attempt; null for none (no draws
 * at all: a bare record, which does not say how its dealer was chosen; or an attempt that decides no one).
 */
export function drawnDealer(draws: DrawsJson, dealer: number | null, decide: DealerRule): FirstDealerDraw | null {
  if (draws && draws.length === 0 && dealer !== null) return { attempts: [], dealer, rule: GIVEN_DEALER_RULE };
  const last = draws?.at(-1);
  if (!draws || !last) return null;
  const decided = decide(last);
  return decided ? { attempts: draws, ...decided } : null;
}

/** "own": a decision of the game's own, asked by its adapter's `Panel` and worded by its traits' `ownStep`. */
export type FishingStep =
  "play" | "draw" | "choose-target" | "decide-four" | "bid" | "choose-dealer" | "own" | "over" | null;

export interface FishingModel {
  game: FishingGameView["game"];
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
  /** Rule events of the round worth a line (Gaji, Lightning, re-fills, opening checks), as phrases of the Explain catalog. */
  notes: Phrase[];
  /** "Breakeven 80" (SFJ), "Par 115" (Mushi); Sakura has none. */
  /** What each side's points are measured against: Mushi's par, Season's Flowers' breakeven. */
  par: { kind: "par" | "breakeven"; value: number } | null;
  over: boolean;
  /** The game is over (no round to play). */
  gameOver: boolean;
  /** How the first dealer was chosen: drawn, or given (no attempts); null from a bare record. */
  firstDealer: FirstDealerDraw | null;
  /** The month of the four hand cards the seat may keep or replace ("decide-four"); null otherwise. */
  fourMonth: number | null;
  /** The game's own words and ways, for the kit's shared components. */
  traits: FishingTraits;
  /** The table's house rules when they change what a card counts as (its spoken label); absent: the standard. */
  options?: Readonly<Record<string, unknown>>;
}

/** What differs between the fishing games in the kit's words and hints, beyond the model's data. */
export interface FishingTraits {
  /** A scoring set, one and many ("yaku", "yaku"; "role", "roles"), and the list's name ("Yaku", "Roles"). */
  setWord: { one: string; many: string; list: string };
  /** A complete set shows its detail (the yaku's Japanese name) after its label. */
  setDetail: boolean;
  /** The first dealer is the first elder (chosen by lots). */
  elder: boolean;
  /** The first-dealer draw is decided by the cards' points (shown beside each), not their months. */
  drawByValue: boolean;
  /** Field cards a card of their month does not take (Mushi's Lightning), left out of the hover hint. */
  neverMatched: readonly string[];
  /**
   * The banner at the game's own step: the key of its messages under FishingBoard.own (the deciding seat's title and
   * detail, and what the others read while `who` decides). The board names no game: the adapter chooses the key.
   */
  ownStep?: string;
}

/**
 * A game's traits over the common ones (yaku, shown by label alone; a dealer drawn by months; every card taken by its
 * month): the game gives what differs. Its rules reminder beside the board is its words' FishingBoard.reminder.<game>.
 */
export function fishingTraits(own: Partial<FishingTraits> = {}): FishingTraits {
  return {
    setWord: { one: "yaku", many: "yaku", list: "Yaku" },
    setDetail: false,
    elder: false,
    drawByValue: false,
    neverMatched: [],
    ...own,
  };
}

/** What a game gives the fishing board: its view as the model, and a panel of its own when it has a decision to ask. */
export interface FishingAdapter<V> {
  model(view: V): FishingModel;
  /** Drawn under the table when the game asks something the kit does not (its own step). */
  Panel?: ComponentType<FishingPanelProps>;
}

export interface FishingPanelProps {
  gv: FishingGameView;
  m: FishingModel;
  onMove: (move: BoardMove) => void;
  pending: boolean;
}

/** The months of the field cards a hand card would match (a hover hint; the legal moves decide). */
export function sameMonth(card: string, field: readonly string[], traits: FishingTraits): string[] {
  const month = card.slice(0, 3);
  return field.filter((f) => f.slice(0, 3) === month && !traits.neverMatched.includes(f));
}
