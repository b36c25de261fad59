// How a card played from the hand or turned from the stock resolves against the table: the shared
// capture rule of core/fishing.ts with the Lightning's rules on top (docs/rules/mushi.md).

import { LIGHTNING, monthOf, type CardId } from "../core/cards";
import { capturedBy, resolveMatch, takeChoices } from "../core/fishing";
import { err, type EngineError } from "../core/result";
import { isPlainWillow } from "./deck";
import { capturableByMatch, eligibleTargets, lastLightningTakes, stockTakesLightning } from "./lightning";
import type { LastLightning } from "./options";

export type Source = "hand" | "stock";

export interface Resolution {
  /** Table cards captured with the card (the Lightning included when a stock card takes it). */
  taken: readonly CardId[];
  /** The card stays on the table (nothing captured). */
  stays: boolean;
  /** The player takes or uses the Lightning; `month` is the Lightning month (null: none). */
  lightning: { month: number | null } | null;
  /** The player captured two plain Willows together. */
  willowPair: boolean;
  /** The last-card Lightning rule applied. */
  lastLightning: boolean;
}

type Resolved = { ok: true; value: Resolution } | { ok: false; error: EngineError };

const NONE: Resolution = { taken: [], stays: true, lightning: null, willowPair: false, lastLightning: false };

/** A forced capture: the take may be omitted, or name one of the captured cards. */
function forced(taken: readonly CardId[], take: CardId | undefined, what: string): EngineError | null {
  if (take === undefined || taken.includes(take)) return null;
  return { code: "bad-take", message: what };
}

export function resolveArrival(
  table: readonly CardId[],
  card: CardId,
  source: Source,
  isLastStockCard: boolean,
  take: CardId | undefined,
  rule: LastLightning,
): Resolved {
  if (card === LIGHTNING) {
    if (source === "stock" && isLastStockCard) {
      const taken = lastLightningTakes(rule, table);
      const e = forced(
        taken,
        take,
        taken.length
          ? "the last-card Lightning takes its cards by itself"
          : "the Lightning as the last stock card takes nothing: the player takes it",
      );
      if (e) return { ok: false, error: e };
      return {
        ok: true,
        value: { taken, stays: false, lightning: { month: null }, willowPair: false, lastLightning: true },
      };
    }
    const targets = eligibleTargets(table);
    if (targets.length === 0) {
      if (take !== undefined)
        return err(
          "bad-take",
          "the Lightning has no card it may take (no Willow, no card of a month with three on the table): it stays on the table",
        );
      return { ok: true, value: NONE };
    }
    let t: CardId;
    if (targets.length === 1) {
      if (take !== undefined && take !== targets[0])
        return err(
          "bad-take",
          "the Lightning can take only one card here (no Willow, no card of a month with three on the table)",
        );
      t = targets[0]!;
    } else {
      if (take === undefined)
        return err(
          "take-required",
          "the Lightning must take a card: choose one (no Willow, no card of a month with three on the table)",
        );
      if (!targets.includes(take))
        return err(
          "bad-take",
          "the Lightning cannot take that card (no Willow, no card of a month with three on the table, and only a table card)",
        );
      t = take;
    }
    return {
      ok: true,
      value: { taken: [t], stays: false, lightning: { month: monthOf(t) }, willowPair: false, lastLightning: false },
    };
  }
  if (source === "stock" && stockTakesLightning(table, card)) {
    const e = forced([LIGHTNING], take, "a card turned from the stock must take the Lightning lying on the table");
    if (e) return { ok: false, error: e };
    return {
      ok: true,
      value: {
        taken: [LIGHTNING],
        stays: false,
        lightning: { month: monthOf(card) },
        willowPair: false,
        lastLightning: false,
      },
    };
  }
  const res = resolveMatch(table, card, capturableByMatch);
  const cap = capturedBy(res, take);
  if (!cap.ok) return cap;
  if (cap.taken.length === 0) return { ok: true, value: NONE };
  const willowPair = isPlainWillow(card) && cap.taken.some(isPlainWillow);
  return { ok: true, value: { taken: cap.taken, stays: false, lightning: null, willowPair, lastLightning: false } };
}

/**
 * The `take` values a legal-move list offers: one per choice when two or more options exist
 * (two matches, or the Lightning with several eligible targets), else one move without take.
 */
export function arrivalChoices(
  table: readonly CardId[],
  card: CardId,
  source: Source,
  isLastStockCard: boolean,
): readonly (CardId | undefined)[] {
  if (card === LIGHTNING) {
    if (source === "stock" && isLastStockCard) return [undefined];
    const targets = eligibleTargets(table);
    return targets.length >= 2 ? targets : [undefined];
  }
  if (source === "stock" && stockTakesLightning(table, card)) return [undefined];
  return takeChoices(resolveMatch(table, card, capturableByMatch));
}
