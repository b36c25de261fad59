// Judge's words as data (core/phrase.ts): a picket round's move and the match's scoring as keys of the app's Moves and
// Explain catalogs, so that a page says them in the reader's language. describeMove and explainRound keep the English
// words of the records and the command-line tool; these carry the same facts.

import type { Phrase } from "../core/phrase";
import type { RowId } from "./resolve";
import type { PicketMove } from "./move";
import type { MatchResult, PicketRound } from "./state";

type Term = NonNullable<Phrase["terms"]>[string];

/**
 * Why a round went as it did, as a key of the Moves catalog's `judgeReason`: the decision-table row, told apart by the
 * ε tie where the words differ (outcomeText's reasons).
 */
const REASON: Record<RowId, readonly [plain: string, tie: string]> = {
  "1": ["laterHit", "laterHit"],
  "2": ["bothHit", "bothHit"],
  "3a": ["defendedInTime", "defenceHolds"],
  "3b": ["hitLanded", "hitWins"],
  "4": ["laterDefended", "laterDefended"],
  "5": ["bothDefended", "bothDefended"],
  "6": ["mistakeAnswered", "mistakeAnswered"],
  "7": ["mistakeUnanswered", "mistakeUnanswered"],
  "8": ["defendedNobodyHit", "defendedNobodyHit"],
  "9": ["nobodyActed", "nobodyActed"],
  S1: ["sameFirstHit", "sameBothHit"],
  S2: ["sameOnlyHit", "sameOnlyHit"],
  S3: ["sameBothDefended", "sameBothDefended"],
  S4: ["sameNobodyHit", "sameNobodyHit"],
};

/** Every key of `judgeReason` a phrase can name. */
export const REASON_KEYS: readonly string[] = [...new Set(Object.values(REASON).flat())];

/** One seat's action ("hits at 300 ms", "does nothing") as a term of the Moves catalog's `judgeAct`. */
function actTerm(a: PicketMove["actions"][number]): Term {
  return a ? { ns: "Moves", key: `judgeAct.${a.act}`, values: { ms: a.ms } } : { ns: "Moves", key: "judgeAct.none" };
}

/** Both seats' actions: seat 0 as `seat`, seat 1 as `opponent`. */
function actions(move: PicketMove): Pick<Phrase, "terms"> & { args: Record<string, number> } {
  return {
    args: { round: move.round, seat: 0, opponent: 1 },
    terms: { seatAct: actTerm(move.actions[0]), opponentAct: actTerm(move.actions[1]) },
  };
}

/** A move whose round is not the one in play (or with no pickets known): the round and both seats' actions. */
export function actionsPhrase(move: PicketMove): Phrase {
  return { key: "judgeActions", ...actions(move) };
}

/**
 * A played picket round: the pickets, both seats' actions and the outcome — who took how many cards, or the pot's size;
 * in sudden death, who won the match. `taker`: "seat" (seat 0), "opponent" (seat 1) or "none".
 */
export function picketPhrase(move: PicketMove, p: PicketRound): Phrase {
  const r = p.resolution;
  const base = actions(move);
  const reason = REASON[r.row][r.tie ? 1 : 0];
  return {
    key: p.suddenDeath ? "judgeSuddenDeath" : "judgeRound",
    args: {
      ...base.args,
      taker: r.winner === null ? "none" : r.winner === 0 ? "seat" : "opponent",
      count: p.taken.length,
      pot: p.potAfter,
    },
    cards: { first: [p.pickets[0]], second: [p.pickets[1]] },
    terms: { ...base.terms, reason: { ns: "Moves", key: `judgeReason.${reason}` } },
  };
}

/** The scoring's steps of one seat, as Explain phrases: the score pile, then the bonus or its want. */
export function pilePhrase(cards: number): Phrase {
  return { key: "judgePile", args: { count: cards } };
}

export function bonusPhrase(brights: number, bonus: number): Phrase {
  return bonus ? { key: "judgeBonus", args: { count: brights } } : { key: "judgeNoBonus", args: { count: brights } };
}

/** The notes of the match's scoring, one a note in explainRound's order. */
export function notePhrases(r: MatchResult, lastRound: number, suddenDeath: boolean): Phrase[] {
  const notes: Phrase[] = [{ key: "judgeCardValues" }];
  const fate = r.finalPot;
  if (fate.kind === "discarded" || fate.kind === "split")
    notes.push({
      key: fate.kind === "discarded" ? "judgePotDiscarded" : "judgePotSplit",
      args: { count: fate.cards.length, round: lastRound },
    });
  else if (fate.kind === "to-seat")
    notes.push({
      key: "judgePotToSeat",
      args: {
        count: fate.cards.length,
        round: lastRound,
        seat: fate.seat,
        points: r.pointsBeforePot[fate.seat],
        other: r.pointsBeforePot[fate.seat === 0 ? 1 : 0],
      },
    });
  if (r.decidedBy === "sudden-death")
    notes.push({ key: "judgeSuddenDeathWon", args: { seat: r.winner ?? 0, round: r.suddenDeathRound ?? 0 } });
  else if (r.decidedBy === "draw") notes.push({ key: "judgeDraw", args: { suddenDeath: suddenDeath ? "yes" : "no" } });
  return notes;
}
