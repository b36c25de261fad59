// Judge's traits (traits.ts at the folder above says what they are for): played live, bots told by reaction time.
import { JUDGE_REACTIONS } from "~/engine/judge/bot/reaction";
import type { JudgeView } from "~/engine/judge/view";
import type { GameTraits } from "../types";

export const judgeTraits: GameTraits<JudgeView> = {
  game: "judge",
  accent: "bg-ai",
  realTime: true,
  tournaments: false,
  sideColumn: false,
  leaverFolds: false,
  rematchInGame: false,
  result: { unit: "round", totals: "points", explanationCards: "pile", wholeGame: "match", oneScoringUnit: true },
  botReactions: JUDGE_REACTIONS,
};
