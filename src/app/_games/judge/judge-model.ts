// The Judge board's words and decisions as pure functions: what the banner says in each live phase, the "3-2-1" on
// the server's clock, who must hit or may defend once the pickets are up, and each resolved round told from the
// viewer's side ("You hit first: +2 and the pot", "Defended → pot +2").
import type { JudgePicketView } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import type { JudgeWords } from "./judge-words";

export type JudgeAct = "hit" | "defend";

/** The viewer's own action in the countdown in play, as the server answered it. */
export interface MyJudgeAction {
  countdown: number;
  act: JudgeAct;
  state: "sending" | "accepted" | "false-start" | "refused";
  /** Effective ms after the reveal (accepted). */
  ms?: number;
  message?: string;
  /** An ignored false start leaves the player their action. */
  ignored?: boolean;
}

/** The beat of the "3-2-1" (3, 2, 1), or 0 once the reveal time has come. `nowServer` is the local clock moved onto the server's. */
export function countdownBeat(revealAt: number, nowServer: number, countdownMs: number): 0 | 1 | 2 | 3 {
  const left = revealAt - nowServer;
  if (left <= 0) return 0;
  const beat = Math.ceil(left / (countdownMs / 3));
  return Math.min(3, Math.max(1, beat)) as 1 | 2 | 3;
}

/** Whether the viewer may press HIT/DEFEND now: seated, a round scheduled or revealed, no action of theirs taken yet. */
export function canAct(live: JudgeLiveView | null, mine: MyJudgeAction | null, mySeat: number | null): boolean {
  if (!live || mySeat === null) return false;
  if (live.phase !== "countdown" && live.phase !== "open") return false;
  if (live.actions[mySeat]) return false;
  if (!mine || mine.countdown !== live.countdown) return true;
  return mine.state === "refused" ? false : mine.state === "false-start" ? mine.ignored === true : false;
}

/** The viewer's part once the pickets are up. */
export function roleOf(later: number | null, mySeat: number | null): "later" | "earlier" | "same" | null {
  if (mySeat === null) return null;
  if (later === null) return "same";
  return later === mySeat ? "later" : "earlier";
}

export function roleAdvice(w: JudgeWords, role: ReturnType<typeof roleOf>): string {
  return role === null ? "" : w.t(`role.${role}`);
}

/**
 * One resolved round from the viewer's side. `names` are the players' names by seat; a spectator (mySeat null)
 * reads names throughout.
 */
export function outcomeHeadline(
  w: JudgeWords,
  o: JudgePicketView,
  mySeat: number | null,
  names: readonly string[],
): string {
  const { t } = w;
  const you = (s: number) => String(s === mySeat);
  const name = (s: number) => names[s] ?? t("seat", { seat: s + 1 });
  const pot = o.taken.length - 2;
  if (o.suddenDeath)
    return o.winner === null
      ? t("outcome.suddenUndecided")
      : t("outcome.suddenWon", { you: you(o.winner), name: name(o.winner) });
  if (o.winner !== null) {
    const w0 = o.winner;
    const loser = 1 - w0;
    // Rows named by who acted: the winner's name, or the loser's for a mistake.
    const by: Partial<Record<string, number>> = { "1": w0, "3b": w0, "4": loser, "7": loser, S1: w0, S2: w0 };
    const row = o.row === "3b" && o.tie ? "3bTie" : o.row;
    const known = ["1", "2", "3b", "3bTie", "4", "5", "7", "9", "S1", "S2"].includes(row);
    const seat = by[o.row] ?? w0;
    const reason = known ? t(`outcome.won.${row}`, { you: you(seat), name: name(seat) }) : t("outcome.won.other");
    if (mySeat === w0) return t("outcome.youTake", { reason, pot: Math.max(0, pot) });
    return t("outcome.theyTake", { reason, name: name(w0), count: o.taken.length });
  }
  const row = o.row === "3a" && o.tie ? "3aTie" : o.row;
  const why = ["3a", "3aTie", "6", "7", "8", "9", "S1", "S3", "S4"].includes(row)
    ? t(`outcome.pot.${row}`)
    : t("outcome.pot.other");
  return t("outcome.toPot", { why, pot: o.potAfter });
}

/** "hit at 312 ms", "defended at 280 ms", "did nothing". */
export function actionWords(w: JudgeWords, a: { act: JudgeAct; ms: number } | null): string {
  return w.t("action", { act: a?.act ?? "none", ms: a ? Math.round(a.ms) : 0 });
}

/** What both players did in a round, as the messages that tell it take it: each name with its action, in seat order. */
export function roundActions(w: JudgeWords, o: JudgePicketView, names: readonly string[]) {
  return { a: names[0]!, actionA: actionWords(w, o.actions[0]), b: names[1]!, actionB: actionWords(w, o.actions[1]) };
}

export function formatSeconds(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Time left as players read it: "45 s" under a minute, else "1:30" (minutes and seconds); "2 minutes" on the minute. */
export function timeLeft(w: JudgeWords, ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return w.t("time.seconds", { count: s });
  if (s % 60 === 0) return w.t("time.minutes", { count: s / 60 });
  return formatSeconds(ms);
}

/** Four of the five brights in a score pile add 10 points. */
export const BRIGHTS_FOR_BONUS = 4;

/** Why a finished game ended early, for the messages' `end` select: "forfeit", "resign" or "none". */
export const earlyEnd = (reason: string | null): string =>
  reason === "forfeit" || reason === "resign" ? reason : "none";
