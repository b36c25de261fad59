// The first dealer (docs/rules/koikoi.md, "Players and first dealer"): each player draws a card; the earlier month
// deals; in the same month the higher card (bright 20, animal 10, ribbon 5, chaff 1); two chaff of a month redraw.

import { CARD_KIND } from "../core/cards";
import {
  drawUntilOneLeads,
  earliestMonthLeaders,
  parseFirstDealerDraws,
  type DealerDraw,
} from "../core/first-dealer-draws";
import type { Result } from "../core/result";
import type { Rng } from "../core/rng";

export { drawsToJson, type DealerDraw, type FirstDealerFacts } from "../core/first-dealer-draws";

/** The draw values of the first-dealer draw, by card kind. */
export const DRAW_VALUE: readonly number[] = CARD_KIND.map((k) =>
  k === "B" ? 20 : k === "A" ? 10 : k === "C" ? 1 : 5,
);

export const attemptLeaders = (attempt: readonly DealerDraw[]): number[] => earliestMonthLeaders(attempt, DRAW_VALUE);

const SEATS = [0, 1];

export function drawFirstDealer(rng: Rng): { dealer: number; draws: DealerDraw[][] } {
  return drawUntilOneLeads(rng, SEATS, attemptLeaders);
}

/** Checks first-dealer draws given as JSON (a replay's start facts). See parseFirstDealerDraws. */
export function parseFirstDealerFacts(raw: unknown): Result<{ draws: DealerDraw[][]; dealer: number }> {
  return parseFirstDealerDraws(raw, 2, SEATS, attemptLeaders);
}
