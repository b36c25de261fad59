// Mushi's view as the fishing board's model: two sides, the elder instead of a dealer, the par and the Lightning.
import { parseCard } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import { notePhrase } from "~/engine/mushi/note-phrase";
import type { MushiBoardView } from "~/engine/mushi";
import {
  fishingTraits,
  GIVEN_DEALER_RULE,
  type FirstDealerDraw,
  type FishingAdapter,
  type FishingModel,
  type FishingSide,
} from "~/app/_components/game/fishing-model";

export const MUSHI_TRAITS = fishingTraits({
  elder: true,
  // The Lightning is wild: no Willow card takes it by its month.
  neverMatched: ["M11-3"],
});

/** Mushi: the lots, one pair of cards (seat 0's, seat 1's) per draw; the earlier month is elder. */
function firstElder(lots: MushiBoardView["history"]["lots"]): FirstDealerDraw | null {
  if (!lots) return null;
  if (lots.draws.length === 0) return { attempts: [], dealer: lots.elder, rule: GIVEN_DEALER_RULE };
  return {
    attempts: lots.draws.map((pair) => pair.map((card, seat) => ({ seat, card }))),
    dealer: lots.elder,
    rule: "earlierHigher",
  };
}

function model(view: MushiBoardView): FishingModel {
  const r = view.round;
  const sides: FishingSide[] = [0, 1].map((s) => ({
    side: s,
    seats: [s],
    captured: r?.captured[s] ?? [],
    points: r?.capturedPoints[s] ?? 0,
    yaku: (r?.yaku[s] ?? [])
      .filter((y) => y.complete)
      .map((y) => ({
        label: y.label,
        name: { ns: "MushiYaku" as const, key: y.key },
        detail: { ns: "MushiYaku" as const, key: "paid", values: { value: y.value } },
      })),
    progress: (r?.yaku[s] ?? [])
      .filter((y) => !y.complete && y.have.length > 0 && y.have.length * 2 >= y.cards.length)
      .map((y) => ({
        label: y.label,
        name: { ns: "MushiYaku" as const, key: y.key },
        have: y.have,
        need: y.cards.length,
        live: !y.blocked,
      })),
  }));
  const notes: Phrase[] = (r?.notes ?? []).map((n) =>
    notePhrase({ ...n, cards: n.cards.map((c) => parseCard(c)!) }, r!.elder),
  );
  if (r && r.lightning.user !== null && !r.over)
    notes.push({
      key: "lightningHeld",
      args: { seat: r.lightning.user, hasMonth: r.lightning.month ? "yes" : "no", month: r.lightning.month ?? 1 },
    });
  const playing = view.phase === "playing" && r !== null && !r.over;
  return {
    game: view.game,
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
    par: { kind: "par", value: view.options.par },
    over: r?.over ?? false,
    gameOver: view.phase === "game-over",
    firstDealer: firstElder(view.history.lots),
    fourMonth: null,
    traits: MUSHI_TRAITS,
  };
}

export const mushiFishing: FishingAdapter<MushiBoardView> = { model };
