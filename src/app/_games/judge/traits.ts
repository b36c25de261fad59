// Judge's traits (traits.ts at the folder above says what they are for): played live, bots told by reaction time.
import { JUDGE_REACTIONS } from "~/engine/judge/bot/reaction";
import type { JudgeView } from "~/engine/judge/view";
import type { GameTraits } from "../types";
import { JUDGE_LEVEL_WORDS } from "./bot-words";

export const judgeTraits: GameTraits<JudgeView> = {
  game: "judge",
  accent: "bg-ai",
  realTime: true,
  noClockNote:
    "Judge is played live: both players open the match page and react in real time, so there is no move clock.",
  tournaments: false,
  sideColumn: false,
  leaverFolds: false,
  rematchInGame: false,
  result: { unit: "round", totals: "points", explanationCards: "pile" },
  botLevelWords: JUDGE_LEVEL_WORDS,
  botReactions: JUDGE_REACTIONS,
};
