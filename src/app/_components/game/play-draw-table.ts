// The table and turn of a flat play-then-draw view (SFJ, Koi-Koi) as the fishing board's model reads them: a module
// of its own, so that the boards of the other fishing games do not carry it.
import type { FishingModel } from "./fishing-model";

/** What a flat play-then-draw view (one seat a side, the turned card apart) says of its table and turn. */
export interface PlayDrawView {
  seat: number | null;
  hand: string[] | null;
  handCounts: number[];
  field: string[];
  pileCount: number;
  turnedCard: string | null;
  dealer: number | null;
  toAct: number[];
  roundNumber: number;
  roundsTotal: number;
  lastMove: { seat: number; kind: string; card?: string; taken?: string[] } | null;
}

/** The board model's table, turn and last capture from such a view, the turned card counted off the pile. */
export function playDrawTable(
  view: PlayDrawView,
): Pick<
  FishingModel,
  | "viewer"
  | "hand"
  | "handCounts"
  | "field"
  | "pileCount"
  | "turned"
  | "dealer"
  | "dealerWord"
  | "turn"
  | "roundNumber"
  | "roundsTotal"
  | "last"
> {
  const lm = view.lastMove;
  return {
    viewer: view.seat,
    hand: view.hand,
    handCounts: view.handCounts,
    field: view.field,
    pileCount: view.pileCount - (view.turnedCard ? 1 : 0),
    turned: view.turnedCard,
    dealer: view.dealer,
    dealerWord: "Dealer",
    turn: view.toAct[0] ?? null,
    roundNumber: view.roundNumber,
    roundsTotal: view.roundsTotal,
    last:
      lm && (lm.kind === "play" || lm.kind === "draw")
        ? { seat: lm.seat, card: lm.card ?? null, taken: lm.taken ?? [] }
        : null,
  };
}
