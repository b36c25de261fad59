// The step-by-step scoring of a finished round for the result screens: card values (with the cards),
// each yaku and its effect, the opponents' yaku, Teshi, the Oi-bana payment, and notes on transfers,
// dead cards, the winner and the next dealer.

import { CARD_CODES } from "../core/cards";
import { cardLabel, MONTH_NAMES } from "../core/card-names";
import type { RoundExplanation } from "../core/ruleset";
import { YAKU_HOLDER_PLUS, YAKU_TRANSFER } from "./options";
import type { SakuraConfig } from "./setup";
import type { CancelReason, RoundResult, SakuraState } from "./state";
import { YAKU_POINTS, YAKU_TERMS, yakuLabel } from "./yaku";
import { plural } from "../core/plural";
import type { Phrase } from "../core/phrase";

function seatsOf(cfg: SakuraConfig, side: number): number[] {
  return cfg.teams ? [...cfg.teams[side]!] : [side];
}

function sideName(cfg: SakuraConfig, side: number): string {
  return cfg.teams ? `team ${side + 1} (seats ${cfg.teams[side]!.join(", ")})` : `seat ${side}`;
}

/** The winner's note as a phrase: the side, its victories (Basa, Chu, Shira Basa), the payment, who deals next. */
function winnerPhrase(cfg: SakuraConfig, res: RoundResult, matchOver: boolean): Phrase {
  const rules = cfg.rules;
  const many = res.victories > 1;
  return {
    key: "winner",
    args: {
      side: res.winner!,
      victories: rules.victories ? (many ? "many" : "one") : "none",
      count: res.victories,
      label: res.victoryLabel === "chu" ? "chu" : res.victoryLabel === "shira-basa" ? "shira" : "basa",
      paid: rules.oibana ? (many ? "stake" : "yes") : "no",
      payment: res.payment,
      over: matchOver ? "yes" : "no",
      dealer: res.nextDealer,
    },
  };
}

/** The cancelled deal's reason in English: "four pairs on the field", "four Pine cards on the field", "redeal". */
function cancelWords(reason: CancelReason | null): string {
  if (reason?.why === "pairs") return "four pairs on the field";
  if (reason?.why === "four") return `four ${MONTH_NAMES[reason.month - 1]} cards on the field`;
  return "redeal";
}

/** The cancelled deal's note as a phrase (the catalog's select names the reason). */
function cancelPhrase(reason: CancelReason | null, dealer: number): Phrase {
  const why = reason?.why ?? "redeal";
  return { key: "dealCancelledNote", args: { why, month: reason?.why === "four" ? reason.month : 1, dealer } };
}

/** `matchOver`: this round ended the match, so nobody deals next (the note said so after the last round too). */
export function explainResult(cfg: SakuraConfig, res: RoundResult, matchOver = false): RoundExplanation {
  const rules = cfg.rules;
  const notes: string[] = [];
  const notePhrases: (Phrase | null)[] = [];
  const note = (words: string, phrase: Phrase | null) => {
    notes.push(words);
    notePhrases.push(phrase);
  };
  const sides: RoundExplanation["sides"] = [];
  if (res.cancelled) {
    for (let s = 0; s < res.summary.scores.length; s++)
      sides.push({
        side: s,
        seats: seatsOf(cfg, s),
        steps: [{ label: "Deal cancelled", points: 0, phrase: { key: "dealCancelled" } }],
        total: 0,
      });
    note(
      `The deal was cancelled (${cancelWords(res.cancelReason)}); it does not count and seat ${res.dealer} deals again.`,
      cancelPhrase(res.cancelReason, res.dealer),
    );
    return { round: res.index, sides, notes, notePhrases };
  }
  const playing = new Set(res.participants.map((s) => cfg.sideOf[s]!));
  const totalYaku = res.yaku.reduce((a, y) => a + y.length, 0);
  const nPlaying = playing.size;
  for (let side = 0; side < cfg.sides; side++) {
    const steps: RoundExplanation["sides"][number]["steps"] = [];
    const total = res.summary.scores[side] ?? 0;
    if (!playing.has(side)) {
      steps.push({ label: "Did not play this round (Oi-bana)", points: 0, phrase: { key: "sitOut" } });
      sides.push({ side, seats: seatsOf(cfg, side), steps, total });
      continue;
    }
    if (res.teshi) {
      const t = res.teshi;
      if (cfg.sideOf[t.seat] === side) {
        const what =
          t.kind === "teshi"
            ? `Teshi: four ${MONTH_NAMES[t.cards[0]! >> 2]} cards in seat ${t.seat}'s hand`
            : `Kuttsuki: four pairs in seat ${t.seat}'s hand`;
        const phrase: Phrase =
          t.kind === "teshi"
            ? { key: "teshi", args: { month: (t.cards[0]! >> 2) + 1, seat: t.seat } }
            : { key: "kuttsuki", args: { seat: t.seat } };
        steps.push({ label: what, cards: t.cards.map((c) => CARD_CODES[c]!), points: res.points[side]!, phrase });
      } else
        steps.push({ label: "No play: the round was won by Teshi/Kuttsuki", points: 0, phrase: { key: "teshiWon" } });
    } else {
      const cards = res.captured[side]!;
      steps.push({
        label: `Card values (${plural(cards.length, "card")})`,
        cards: cards.map((c) => CARD_CODES[c]!),
        points: res.values[side]!,
        phrase: { key: "cardValues", args: { count: cards.length } },
      });
      const own = res.yaku[side]!;
      for (const key of own) {
        const label = yakuLabel(key, rules.yakuLabels);
        const named =
          rules.yakuLabels === "names" ? { term: { ns: "RulesSakura", key: `yaku.${YAKU_TERMS[key]}` } } : {};
        if (rules.yakuEffect === YAKU_HOLDER_PLUS)
          steps.push({
            label: `Yaku ${label}: +${YAKU_POINTS}`,
            points: YAKU_POINTS,
            yaku: { name: label, effect: "bonus", amount: YAKU_POINTS, ...named },
          });
        else if (rules.yakuEffect === YAKU_TRANSFER)
          steps.push({
            label: `Yaku ${label}: ${YAKU_POINTS} from each opponent`,
            points: YAKU_POINTS * (nPlaying - 1),
            yaku: { name: label, effect: "others-pay", amount: YAKU_POINTS, ...named },
          });
        else
          steps.push({
            label: `Yaku ${label}: each opponent loses ${YAKU_POINTS}`,
            points: 0,
            yaku: { name: label, effect: "others-lose", amount: YAKU_POINTS, ...named },
          });
      }
      const theirs = totalYaku - own.length;
      if (rules.yakuEffect !== YAKU_HOLDER_PLUS && theirs > 0)
        steps.push({
          label: `Opponents' yaku: ${theirs} × −${YAKU_POINTS}`,
          points: -YAKU_POINTS * theirs,
          phrase: { key: "opponentsYaku", args: { count: theirs, points: YAKU_POINTS } },
        });
    }
    if (rules.oibana && res.bids) {
      steps.push({
        label: `Round score ${res.points[side]}; Oi-bana payment (bid ${res.bids[side]})`,
        points: total,
        phrase: { key: "oibanaPayment", args: { score: res.points[side]!, bid: res.bids[side]! } },
      });
    }
    sides.push({ side, seats: seatsOf(cfg, side), steps, total });
  }
  if (res.transferred.length)
    note(
      `Left on the field and given to the Gaji user (${sideName(cfg, res.gajiSide)}${rules.leftoverAll ? "" : `, Gaji month ${MONTH_NAMES[res.gajiMonth - 1]}`}): ${res.transferred.map(cardLabel).join(", ")}.`,
      {
        key: "transferred",
        args: { side: res.gajiSide, all: rules.leftoverAll ? "yes" : "no", month: res.gajiMonth },
        cards: { cards: [...res.transferred] },
      },
    );
  if (res.dead.length)
    note(`Dead cards (scored by nobody): ${res.dead.map(cardLabel).join(", ")}.`, {
      key: "dead",
      cards: { cards: [...res.dead] },
    });
  if (res.undrawn.length)
    note(`${plural(res.undrawn.length, "card")} were left undrawn in the pile.`, {
      key: "undrawn",
      args: { count: res.undrawn.length },
    });
  if (res.winner !== null) {
    let w = `${sideName(cfg, res.winner)} wins the round`;
    if (rules.victories)
      w +=
        res.victories > 1
          ? ` (${res.victoryLabel === "chu" ? "Chu" : res.victoryLabel === "shira-basa" ? "Shira Basa" : "Basa"}: ${plural(res.victories, "victory", "victories")})`
          : " (1 victory)";
    if (rules.oibana) w += ` and is paid ${res.payment}${res.victories > 1 ? ` (${res.victories}× the stake)` : ""}`;
    note(matchOver ? `${w}.` : `${w}; seat ${res.nextDealer} deals next.`, winnerPhrase(cfg, res, matchOver));
  }
  return { round: res.index, sides, notes, notePhrases };
}

function deepFreeze<T>(o: T): T {
  if (o !== null && typeof o === "object" && !Object.isFrozen(o)) {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

// A finished round never changes: explain it once (frozen, shared by every view that shows it). The match's last
// round exists only in states where the match is over, so its result is always explained as such.
const explained = new WeakMap<RoundResult, RoundExplanation>();

function explanationOf(cfg: SakuraConfig, res: RoundResult, matchOver: boolean): RoundExplanation {
  let e = explained.get(res);
  if (!e) {
    e = deepFreeze(explainResult(cfg, res, matchOver));
    explained.set(res, e);
  }
  return e;
}

/** Round `i` of the match as explained at `state` (the views and explainRound alike), or null before it ended. */
export function explanationAt(state: SakuraState, i: number): RoundExplanation | null {
  const res = state.results[i];
  return res ? explanationOf(state.cfg, res, state.phase === "game-over" && i === state.results.length - 1) : null;
}

/**
 * Bots' determinization (determinize.ts): a finished round rebuilt from a player view is a stand-in
 * that shows exactly the explanation the view had. Registers it for `explanationOf`; no effect on play.
 */
export function rememberExplanation(res: RoundResult, explanation: RoundExplanation): void {
  explained.set(res, explanation);
}
