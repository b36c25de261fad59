// The Judge board's words and decisions as pure functions: what the banner says in each live phase, the "3-2-1" on
// the server's clock, who must hit or may defend once the pickets are up, and each resolved round told from the
// viewer's side ("You hit first: +2 and the pot", "Defended → pot +2").
import type { JudgePicketView } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { plural } from "~/engine/core/plural";
import { cardTitle, toCardId } from "~/app/_components/cards";

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

export function roleAdvice(role: ReturnType<typeof roleOf>): string {
  switch (role) {
    case "later":
      return "Your month is later: HIT their head!";
    case "earlier":
      return "Your month is earlier: DEFEND your head!";
    case "same":
      return "Same month: the first to HIT wins!";
    default:
      return "";
  }
}

/**
 * One resolved round from the viewer's side. `names` are the players' names by seat; a spectator (mySeat null)
 * reads names throughout.
 */
export function outcomeHeadline(o: JudgePicketView, mySeat: number | null, names: readonly string[]): string {
  const you = (s: number) => s === mySeat;
  const who = (s: number) => (you(s) ? "You" : (names[s] ?? `Seat ${s + 1}`));
  const pot = o.taken.length - 2;
  if (o.suddenDeath)
    return o.winner === null
      ? "Sudden death: undecided, again"
      : `Sudden death: ${who(o.winner)} ${you(o.winner) ? "win" : "wins"} the match`;
  if (o.winner !== null) {
    const w = o.winner;
    const loser = 1 - w;
    const reason: Partial<Record<string, string>> = {
      "1": `${who(w)} hit first`,
      "2": "Both hit: the later month wins",
      "3b": o.tie ? "Hit and defence together: the hit wins" : `${who(w)} hit before the defence`,
      "4": `${who(loser)} defended by mistake`,
      "5": "Both defended: the earlier month wins",
      "7": `${who(loser)} hit by mistake`,
      "9": "Nobody acted: the earlier month wins",
      S1: `Same month: ${who(w)} hit first`,
      S2: `Same month: only ${you(w) ? "you" : who(w)} hit`,
    };
    const r = reason[o.row] ?? "Round won";
    if (you(w)) return `${r}: +2${pot > 0 ? ` and the pot (+${pot})` : ""}`;
    return `${r}: ${who(w)} takes ${plural(o.taken.length, "card")}`;
  }
  const why: Partial<Record<string, string>> = {
    "3a": o.tie ? "Hit and defence together: the defence holds" : "Defended",
    "6": "A mistake answered the wrong way",
    "7": "A mistaken hit left unanswered",
    "8": "Defended, nobody hit",
    "9": "Nobody acted",
    S1: "Same month, both hit together",
    S3: "Same month, both defended",
    S4: "Same month, nobody hit",
  };
  return `${why[o.row] ?? "No winner"} → pot +2 (${o.potAfter} in the pot)`;
}

/** "hit at 312 ms", "defended at 280 ms", "did nothing". */
export function actionWords(a: { act: JudgeAct; ms: number } | null): string {
  if (!a) return "did nothing";
  return `${a.act === "hit" ? "hit" : "defended"} at ${Math.round(a.ms)} ms`;
}

export function formatSeconds(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Time left as players read it: "45 s" under a minute, else "1:30" (minutes and seconds); "2 minutes" on the minute. */
export function timeLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s % 60 === 0) return s === 60 ? "1 minute" : `${s / 60} minutes`;
  return formatSeconds(ms);
}

/** Four of the five brights in a score pile add 10 points. */
export const BRIGHTS_FOR_BONUS = 4;

/** Why a finished game ended early, as the end of a line ("forfeit": " (by forfeit)"), else "". */
export const byEarlyEnd = (reason: string | null): string =>
  reason === "forfeit" ? " (by forfeit)" : reason === "resign" ? " (by resignation)" : "";

/** A card's name as players say it ("Maple Deer"), from its code. */
export const cardName = (code: string) => cardTitle(toCardId(code));

/** "Aiko's" or "Your": whose picket a label speaks of. */
export const possessive = (name: string, you: boolean) => (you ? "Your" : `${name}'s`);
