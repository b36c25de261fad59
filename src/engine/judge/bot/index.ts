// The Judge bot: its timed action for the revealed picket round (reaction.ts). The random level does anything
// (nothing, a hit or a defence) at any time inside the window.

import type { GameBot } from "../../bots/game-bot";
import type { JudgeBotAction, JudgeBotInput } from "./input";
import { HEURISTIC_REACTION, reactWith, STRONG_REACTION } from "./reaction";

export type { JudgeBotAction, JudgeBotInput } from "./input";
export { HEURISTIC_REACTION, JUDGE_REACTIONS, reactWith, rightAct, STRONG_REACTION } from "./reaction";

export function chooseJudge(input: JudgeBotInput): JudgeBotAction | null {
  const { view, rng, seat } = input;
  const rev = view.revealed;
  if (view.phase !== "playing" || rev === null || (seat !== 0 && seat !== 1)) return null;
  const windowMs = view.timing.windowMs;
  switch (input.level) {
    case "random": {
      const k = rng.int(3);
      if (k === 0) return null;
      return { seat, act: k === 1 ? "hit" : "defend", ms: 100 + rng.int(Math.max(1, windowMs - 100)) };
    }
    case "heuristic":
      return reactWith(HEURISTIC_REACTION, seat, rev.later, windowMs, rng);
    case "strong":
      return reactWith(STRONG_REACTION, seat, rev.later, windowMs, rng);
  }
}

export const judgeBot = { choose: chooseJudge, picksLegalMove: false } satisfies GameBot<
  JudgeBotInput,
  JudgeBotAction | null
>;
