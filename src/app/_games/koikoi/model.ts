// Koi-Koi's adapter to the fishing board: its view in the one shape the shared board draws (hand, field, pile and
// the card turned from it, both score piles with their yaku and the yaku in progress, whose turn it is and what
// they must do). Koi-Koi has no card points: a side's points are its base score, the sum of its yaku.
import { parseCard } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import type { KoikoiBoardView } from "~/engine/koikoi";
import { attemptLeaders } from "~/engine/koikoi/first-dealer";
import { YAKU_NAMES } from "~/engine/koikoi/scoring";
import { baseScore } from "~/engine/koikoi/yaku";
import {
  fishingTraits,
  GIVEN_DEALER_RULE,
  type FirstDealerDraw,
  type FishingModel,
  type FishingSide,
} from "~/app/_components/game/fishing-model";
import { playDrawTable } from "~/app/_components/game/play-draw-table";
import { koikoiProgress } from "./progress";

/** How the shared fishing board words Koi-Koi: yaku with their Japanese names, a draw decided by months. */
export const KOIKOI_TRAITS = fishingTraits({
  setDetail: true,
  ownStep: "koikoi",
});

/** The earlier month deals; in a month the higher card (bright, animal, ribbon, chaff); two chaff draw again. */
export const KOIKOI_DEALER_RULE = "earlierHigher";

export function koikoiFirstDealer(
  draws: KoikoiBoardView["dealerDraws"],
  dealer: number | null,
  roundNumber: number,
): FirstDealerDraw | null {
  if (!draws) return null;
  if (draws.length === 0)
    return dealer !== null && roundNumber <= 1 ? { attempts: [], dealer, rule: GIVEN_DEALER_RULE } : null;
  const leaders = attemptLeaders(draws.at(-1)!.map((d) => ({ seat: d.seat, card: parseCard(d.card)! })));
  return leaders.length === 1 ? { attempts: draws, dealer: leaders[0]!, rule: KOIKOI_DEALER_RULE } : null;
}

function koikoiNotes(view: KoikoiBoardView): Phrase[] {
  const notes: Phrase[] = [];
  if (view.options.tsukifuda === "on" && view.month !== null)
    notes.push({ key: "tsukifudaMonth", args: { month: view.month } });
  view.calls.forEach((n, s) => {
    if (n > 0) notes.push({ key: "koikoiCalls", args: { seat: s, count: n } });
  });
  return notes;
}

function koikoiSides(view: KoikoiBoardView): FishingSide[] {
  const progress = koikoiProgress(view.options, view.month, view.captured, view.yaku);
  return [0, 1].map((s) => {
    const yaku = view.yaku[s] ?? [];
    return {
      side: s,
      seats: [s],
      captured: view.captured[s] ?? [],
      points: baseScore(yaku),
      yaku: yaku.map((y) => ({
        label: YAKU_NAMES[y.key],
        name: { ns: "Yaku" as const, key: y.key },
        detail: { ns: "Yaku" as const, key: "points", values: { count: y.points } },
      })),
      progress: progress[s] ?? [],
    };
  });
}

export function koikoiModel(view: KoikoiBoardView): FishingModel {
  const playing = view.phase === "playing" && view.step !== null;
  const ended = view.roundNumber > 0 && !playing;
  return {
    ...playDrawTable(view),
    game: "koikoi",
    players: 2,
    step: !playing ? (ended ? "over" : null) : view.step === "decide" ? "own" : view.step,
    sides: koikoiSides(view),
    sideOfSeat: [0, 1],
    notes: koikoiNotes(view),
    par: null,
    over: ended,
    gameOver: view.phase === "game-over",
    firstDealer: koikoiFirstDealer(view.dealerDraws, view.dealer, view.roundNumber),
    fourMonth: null,
    traits: KOIKOI_TRAITS,
    options: view.options,
  };
}
