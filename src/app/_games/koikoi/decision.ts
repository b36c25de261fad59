// What a player deciding between stopping and koi-koi needs to know, in words: the yaku held now and their points,
// what a stop scores now under the table's doubling rules, and what a koi-koi call risks and may win.
import { parseCard } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import type { KoikoiBoardView } from "~/engine/koikoi";
import { configOf, type KoikoiConfig } from "~/engine/koikoi/options";
import { koikoiMultiplier, stopScore } from "~/engine/koikoi/scoring";
import { baseScore, yakuExtra, type YakuKey } from "~/engine/koikoi/yaku";

/** A sentence of the KoikoiDecision namespace with its arguments. */
export interface Words {
  key: string;
  values?: Record<string, string | number>;
}

export interface KoikoiDecisionFacts {
  /**
   * The yaku held now; `made`: new, or bigger, since the seat's last call (what asks the decision); `parts`: how the
   * points of one that grows with its cards are made (its least points and the cards beyond), else null.
   */
  yaku: { key: YakuKey; points: number; made: boolean; parts: ReturnType<typeof yakuExtra> }[];
  base: number;
  /** What a stop scores now, and each doubling on the way (the yaku themselves left out). */
  stop: { score: number; doublings: { phrase?: Phrase; label: string; points: number }[] };
  /** What calling koi-koi risks, and may bring, under the table's rules. */
  risks: Words[];
}

function bonusWords(config: KoikoiConfig, calls: readonly number[], seat: number, opp: string): Words {
  const after = calls.map((n, s) => (s === seat ? n + 1 : n));
  switch (config.bonus) {
    case "opponent_x2":
      return { key: "risk.bonusOpponent", values: { opp } };
    case "any_x2":
      return { key: "risk.bonusAny", values: { opp } };
    case "own_x2":
      return { key: "risk.bonusOwn", values: { opp } };
    case "opponent_count":
      return { key: "risk.bonusCount", values: { opp, times: koikoiMultiplier(config, after, 1 - seat) } };
    case "off":
      return { key: "risk.bonusOff" };
  }
}

function drawnWords(config: KoikoiConfig): Words {
  return config.oyaKen > 0 ? { key: "risk.drawnOyaKen", values: { points: config.oyaKen } } : { key: "risk.drawn" };
}

function risksOf(config: KoikoiConfig, view: KoikoiBoardView, seat: number, opp: string): Words[] {
  return [
    { key: "risk.oppStops", values: { opp } },
    bonusWords(config, view.calls, seat, opp),
    drawnWords(config),
    { key: config.newOnly ? "risk.askedNewOnly" : "risk.askedAgain" },
  ];
}

/** The facts of `seat`'s decision; `opp` is the opponent's name. */
export function decisionFacts(view: KoikoiBoardView, seat: number, opp: string): KoikoiDecisionFacts {
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
    yaku: held.map((y) => ({ key: y.key, points: y.points, made: made.has(y.key), parts: yakuExtra(y) })),
    base: baseScore(held),
    stop: { score, doublings: steps.slice(held.length) },
    risks: risksOf(config, view, seat, opp),
  };
}

/** A doubling of a stop's score: what doubles it and its sum (a phrase of the Explain catalog), and the points it adds. */
export interface Doubling {
  phrase: Phrase;
  points: number;
}

/** The lines of a stop's score: the yaku's sum, then each doubling with what it adds. */
export function stopLines(f: KoikoiDecisionFacts): (Words | Doubling)[] {
  return [
    { key: "yakuPoints", values: { count: f.base } },
    // every doubling step of the engine carries its phrase; its English label only stands in for one that would not
    ...f.stop.doublings.map((d) => ({
      phrase: d.phrase ?? { key: "yakuName", args: { name: d.label } },
      points: d.points,
    })),
  ];
}
