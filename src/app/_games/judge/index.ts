// Judge in the app: a real-time board fed by its match stream, one point per card, bots told by reaction time.
import { isBright } from "~/app/_components/cards/labels";
import { monthOf } from "~/engine/core/cards";
import type { JudgeView } from "~/engine/judge/view";
import type { GameClient } from "../types";
import { Board as LazyBoard, ReplayBoard as LazyReplayBoard, Summary as LazySummary } from "./lazy";
import { judgeTraits } from "./traits";

export const judge: GameClient<JudgeView> = {
  ...judgeTraits,
  Board: LazyBoard,
  ReplayBoard: LazyReplayBoard,
  // one scoring unit, not a table of rounds: its own summary, the one its board shows at a live match's end
  Summary: LazySummary,
  cards: {
    value: () => 1,
    corner: (id) => (isBright(id) ? { text: "★", tone: "bright" } : null),
    notes: () => [],
    valueWords: (id) => [
      { kind: "month", count: monthOf(id) },
      ...(isBright(id) ? [{ kind: "brightsBonus" as const, count: 10 }] : []),
    ],
    // every card scores 1 and only the brights count for more (the bonus): the other kinds make one group
    group: (id) => (isBright(id) ? "bright" : "other"),
    pointTotals: false,
  },
  dev: { players: 2, roundsOptions: () => ({}) },
};
