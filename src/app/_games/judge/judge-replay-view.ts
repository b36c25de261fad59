// The Judge board of a replay: the live board wants a live view; a replay shows the table between two rounds.
import type { JudgeView } from "~/engine/judge/view";
import type { BoardGameView } from "~/app/_components/game/types";

/** The live Judge board wants a live view; a replay shows the table between two rounds. */
export function judgeReplayView(gv: BoardGameView) {
  return {
    gameId: gv.gameId,
    seq: gv.seq,
    mySeat: gv.mySeat,
    serverNow: 0,
    phase: "between" as const,
    round: null,
    countdown: 0,
    revealAt: null,
    countdownMs: 0,
    present: [true, true] as [boolean, boolean],
    revealed: null as JudgeView["revealed"],
    actions: [null, null] as [null, null],
    idleRounds: [0, 0] as [number, number],
    idleLimit: 0,
    absentForfeitAt: null,
    windowMs: 0,
    extensionMs: 0,
  };
}
