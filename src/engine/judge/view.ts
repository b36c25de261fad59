// What a Judge player or spectator may see (docs/rules/judge.md, docs/ARCHITECTURE.md "playerView"). Judge has
// no private cards: everybody sees the same thing. What nobody sees: the piles' order and the
// pickets of a round not yet revealed (not even the picket's owner: "nobody looks at it").

import { cardCode, type CardCode, type CardId } from "../core/cards";
import type { Phase } from "../core/ruleset";
import type { JudgeOptions } from "./options";
import type { Act, RowId } from "./resolve";
import {
  currentPickets,
  currentPoints,
  isBright,
  MATCH_ROUNDS,
  nextRoundNumber,
  SUDDEN_DEATH_ROUNDS,
  type JudgeState,
  type PicketRound,
} from "./state";
import { plural } from "../core/plural";

/** One resolved picket round as shown in the round list. */
export interface JudgePicketView {
  round: number;
  suddenDeath: boolean;
  pickets: [CardCode, CardCode];
  months: [number, number];
  /** The seat with the later month, null for the same month. */
  later: number | null;
  /** Each seat's action, null = no action. */
  actions: [{ act: Act; ms: number } | null, { act: Act; ms: number } | null];
  /** The decision-table row that decided it ("1".."9", "3a", "3b", "S1".."S4"). */
  row: RowId;
  /** Decided by the ε tie rule. */
  tie: boolean;
  /** The winning seat, or null: the pickets went to the pot. */
  winner: number | null;
  /** Cards the winner took (both pickets and the pot). */
  taken: CardCode[];
  potAfter: number;
  /** A sentence: "Seat 0 hit first: seat 0 takes 4 cards" / "Defended in time: pot 4 cards". */
  text: string;
}

export interface JudgeResultView {
  scores: [number, number];
  cards: [number, number];
  brights: [CardCode[], CardCode[]];
  bonus: [number, number];
  winner: number | null;
  decidedBy: "score" | "sudden-death" | "draw";
  /** What happened to the pot left after round 23. */
  finalPot: { kind: "none" | "discarded" | "split" | "to-seat"; cards: CardCode[]; seat: number | null };
}

export interface JudgeView {
  game: "judge";
  phase: Phase;
  /** The viewer's seat, or null for a spectator. */
  seat: number | null;
  /** Both seats act at once in every picket round (the server gathers their actions into one move). */
  toAct: number[];
  /** The picket round being played (from 1; 24.. in sudden death), or the last one when the match is over; 0 before the deal. */
  round: number;
  totalRounds: number;
  /** Sudden death in progress or played (option tie = sudden_death_replay). */
  suddenDeath: { active: boolean; roundsPlayed: number; maxRounds: number; pileCounts: [number, number] } | null;
  /** The heads by seat (face up; never scored). */
  heads: [CardCode, CardCode] | null;
  /** Cards left in each draw pile (their order is never shown). */
  pileCounts: [number, number];
  /** Each seat's score pile in the order taken. */
  scorePiles: [CardCode[], CardCode[]];
  /** The pot (face up), oldest pair first. */
  pot: CardCode[];
  /** Brights in each score pile (4 or more earn +10). */
  brights: [CardCode[], CardCode[]];
  /** Points so far: cards + the four-brights bonus (the final scores once the match is decided). */
  points: [number, number];
  /** The current round's pickets, only once the live server has revealed them. */
  revealed: { round: number; pickets: [CardCode, CardCode]; later: number | null } | null;
  /** The latest resolved round. */
  lastOutcome: JudgePicketView | null;
  /** Every resolved round, oldest first. */
  outcomes: JudgePicketView[];
  /** Timing rules the pages and the live client need. */
  timing: { windowMs: number; extensionMs: number; epsilonMs: number; falseStart: JudgeOptions["falseStart"] };
  result: JudgeResultView | null;
}

const codes = (cards: readonly CardId[]): CardCode[] => cards.map(cardCode);

function later(pickets: readonly [CardId, CardId]): number | null {
  const [a, b] = [(pickets[0] >> 2) + 1, (pickets[1] >> 2) + 1];
  return a === b ? null : a > b ? 0 : 1;
}

/** A sentence for one resolved round (players named "seat 0"/"seat 1"; pages may substitute names). */
export function outcomeText(p: PicketRound): string {
  const r = p.resolution;
  const who = (s: number) => `seat ${s}`;
  const reason: Record<RowId, string> = {
    "1": "the later month hit",
    "2": "both hit: the later month wins",
    "3a": r.tie ? "hit and defence together: the defence holds" : "defended in time",
    "3b": r.tie ? "hit and defence together: the hit wins" : "the hit landed before the defence",
    "4": "the later month defended by mistake",
    "5": "both defended: the earlier month wins",
    "6": "a mistake answered the wrong way",
    "7": "a mistaken hit left unanswered",
    "8": "defended; nobody hit",
    "9": "nobody acted",
    S1: r.tie ? "same month, both hit together" : "same month: first hit wins",
    S2: "same month: the only hit wins",
    S3: "same month, both defended",
    S4: "same month, nobody hit",
  };
  if (p.suddenDeath)
    return r.winner === null
      ? `Sudden death: ${reason[r.row]}; undecided`
      : `Sudden death: ${reason[r.row]}; ${who(r.winner)} wins the match`;
  return r.winner === null
    ? `${capitalise(reason[r.row])}: both pickets to the pot (${plural(p.potAfter, "card")})`
    : `${capitalise(reason[r.row])}: ${who(r.winner)} takes ${plural(p.taken.length, "card")}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function picketView(p: PicketRound): JudgePicketView {
  const act = (x: PicketRound["actions"][0]) => (x ? { act: x.act, ms: x.ms } : null);
  return {
    round: p.round,
    suddenDeath: p.suddenDeath,
    pickets: [cardCode(p.pickets[0]), cardCode(p.pickets[1])],
    months: [(p.pickets[0] >> 2) + 1, (p.pickets[1] >> 2) + 1],
    later: p.resolution.later,
    actions: [act(p.actions[0]), act(p.actions[1])],
    row: p.resolution.row,
    tie: p.resolution.tie,
    winner: p.resolution.winner,
    taken: codes(p.taken),
    potAfter: p.potAfter,
    text: outcomeText(p),
  };
}

export function buildView(state: JudgeState, seat: number | null): JudgeView {
  const deal = state.deal;
  const playing = state.phase === "playing";
  const sd = state.suddenDeath;
  const pileCounts: [number, number] = deal
    ? [deal.piles[0].length - state.played, deal.piles[1].length - state.played]
    : [0, 0];
  const nextRound = nextRoundNumber(state);
  const pickets = state.revealed ? currentPickets(state) : null;
  const outcomes = state.history.map(picketView);
  const r = state.result;
  const scorePiles = state.scorePiles;
  return {
    game: "judge",
    phase: state.phase,
    seat,
    toAct: playing ? [0, 1] : [],
    round: nextRound ?? state.history.length,
    totalRounds: MATCH_ROUNDS,
    suddenDeath: sd
      ? {
          active: playing,
          roundsPlayed: sd.played,
          maxRounds: SUDDEN_DEATH_ROUNDS,
          pileCounts: [sd.piles[0].length - sd.played, sd.piles[1].length - sd.played],
        }
      : null,
    heads: deal ? [cardCode(deal.heads[0]), cardCode(deal.heads[1])] : null,
    pileCounts,
    scorePiles: [codes(scorePiles[0]), codes(scorePiles[1])],
    pot: codes(state.pot),
    brights: [codes(scorePiles[0].filter(isBright)), codes(scorePiles[1].filter(isBright))],
    points: currentPoints(state),
    revealed:
      pickets && nextRound !== null
        ? { round: nextRound, pickets: [cardCode(pickets[0]), cardCode(pickets[1])], later: later(pickets) }
        : null,
    lastOutcome: outcomes[outcomes.length - 1] ?? null,
    outcomes,
    timing: {
      windowMs: state.opts.windowMs,
      extensionMs: state.opts.extensionMs,
      epsilonMs: state.opts.epsilonMs,
      falseStart: state.opts.falseStart,
    },
    result:
      r && state.phase === "game-over"
        ? {
            scores: [r.sides[0].points, r.sides[1].points],
            cards: [r.sides[0].cards, r.sides[1].cards],
            brights: [codes(r.sides[0].brights), codes(r.sides[1].brights)],
            bonus: [r.sides[0].bonus, r.sides[1].bonus],
            winner: r.winner,
            decidedBy: r.decidedBy,
            finalPot: {
              kind: r.finalPot.kind,
              cards: r.finalPot.kind === "none" ? [] : codes(r.finalPot.cards),
              seat: r.finalPot.kind === "to-seat" ? r.finalPot.seat : null,
            },
          }
        : null,
  };
}
