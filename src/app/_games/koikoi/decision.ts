// What a player deciding between stopping and koi-koi needs to know, in words: the yaku held now and their points,
// what a stop scores now under the table's doubling rules, and what a koi-koi call risks and may win.
import { parseCard } from "~/engine/core/cards";
import { plural } from "~/engine/core/plural";
import type { KoikoiView } from "~/engine/koikoi";
import { configOf, type KoikoiConfig } from "~/engine/koikoi/options";
import { koikoiMultiplier, stopScore, YAKU_NAMES } from "~/engine/koikoi/scoring";
import { baseScore } from "~/engine/koikoi/yaku";

export interface KoikoiDecisionFacts {
  /** The yaku held now; `made`: new, or bigger, since the seat's last call (what asks the decision). */
  yaku: { label: string; points: number; made: boolean }[];
  base: number;
  /** What a stop scores now, and each doubling on the way (the yaku themselves left out). */
  stop: { score: number; doublings: { label: string; points: number }[] };
  /** What calling koi-koi risks, and may bring, under the table's rules. */
  risks: string[];
}

function bonusWords(config: KoikoiConfig, calls: readonly number[], seat: number, opp: string): string {
  const after = calls.map((n, s) => (s === seat ? n + 1 : n));
  switch (config.bonus) {
    case "opponent_x2":
      return `Your call doubles ${opp}'s score if ${opp} stops first.`;
    case "any_x2":
      return `Whoever stops this round after a call scores double: you, or ${opp} if they stop first.`;
    case "own_x2":
      return `If you stop later, your score is doubled; your call gives ${opp} nothing extra.`;
    case "opponent_count":
      return `After this call, a stop by ${opp} scores ×${koikoiMultiplier(config, after, 1 - seat)}: each of your calls adds one more.`;
    case "off":
      return "A call changes no score: it only plays on.";
  }
}

function drawnWords(config: KoikoiConfig): string {
  const drawn = "If both hands run out before anyone stops, the round is drawn and your yaku score nothing";
  return config.oyaKen > 0 ? `${drawn}; the dealer scores ${config.oyaKen}.` : `${drawn}.`;
}

function risksOf(config: KoikoiConfig, view: KoikoiView, seat: number, opp: string): string[] {
  const next = config.newOnly
    ? "You are asked again only when you make a new yaku (a bigger one of the same kind does not count)."
    : "You are asked again when you make a new yaku or add to one you have.";
  return [
    `If ${opp} makes a yaku and stops first, you score nothing this round.`,
    bonusWords(config, view.calls, seat, opp),
    drawnWords(config),
    next,
  ];
}

/** The facts of `seat`'s decision; `opp` is the opponent's name. */
export function decisionFacts(view: KoikoiView, seat: number, opp: string): KoikoiDecisionFacts {
  const config = configOf(view.options);
  const held = view.yaku[seat] ?? [];
  const facts = {
    index: Math.max(0, view.roundNumber - 1),
    dealer: view.dealer ?? 0,
    calls: view.calls,
    dealtField: view.dealtField.map((c) => parseCard(c)!),
  };
  const { score, steps } = stopScore(config, facts, seat, held);
  const made = new Set(view.newYaku.map((y) => y.key));
  return {
    yaku: held.map((y) => ({ label: YAKU_NAMES[y.key], points: y.points, made: made.has(y.key) })),
    base: baseScore(held),
    stop: { score, doublings: steps.slice(held.length) },
    risks: risksOf(config, view, seat, opp),
  };
}

/** The lines of a stop's score: the yaku's sum, then each doubling with what it adds. */
export function stopLines(f: KoikoiDecisionFacts): string[] {
  return [`${plural(f.base, "point")} for your yaku`, ...f.stop.doublings.map((d) => `${d.label}: +${d.points}`)];
}
