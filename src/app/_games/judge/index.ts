// Judge in the app: a real-time board fed by its match stream, one point per card, bots told by reaction time.
import { isBright } from "~/app/_components/cards/labels";
import { monthOf } from "~/engine/core/cards";
import type { JudgeView } from "~/engine/judge/view";
import type { GameClient } from "../types";
import { JUDGE_REACTIONS } from "~/engine/judge/bot/reaction";
import { Board as LazyBoard, ReplayBoard as LazyReplayBoard, HowToPlay as LazyHowToPlay } from "./lazy";
import { JUDGE_LEVEL_WORDS } from "./bot-words";

export const judge: GameClient<JudgeView> = {
  game: "judge",
  accent: "bg-ai",
  Board: LazyBoard,
  ReplayBoard: LazyReplayBoard,
  cards: {
    value: () => 1,
    corner: (id) => (isBright(id) ? { text: "★", tone: "bright" } : null),
    notes: () => [],
    valueWords: (id) => [
      { kind: "month", count: monthOf(id) },
      ...(isBright(id) ? [{ kind: "brightsBonus" as const, count: 10 }] : []),
    ],
    pointTotals: false,
  },
  HowToPlay: LazyHowToPlay,
  realTime: true,
  noClockNote:
    "Judge is played live: both players open the match page and react in real time, so there is no move clock.",
  tournaments: false,
  sideColumn: false,
  leaverFolds: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
  botLevelWords: JUDGE_LEVEL_WORDS,
  botReactions: JUDGE_REACTIONS,
  dev: { players: 2, roundsOptions: () => ({}) },
};
