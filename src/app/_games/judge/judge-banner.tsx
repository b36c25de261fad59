"use client";
// The parts of the Judge table that tick: the turn banner (the "3-2-1", the reveal, who must act, the forfeit's
// seconds), the screen reader's line, and the big count between the rows.
import { type ReactNode } from "react";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { TurnBanner, type BannerTone } from "~/app/_components/game/board-chrome";
import {
  actionWords,
  byEarlyEnd,
  cardName,
  countdownBeat,
  outcomeHeadline,
  possessive,
  roleAdvice,
  roleOf,
  timeLeft,
  type MyJudgeAction,
} from "./judge-model";
import { LiveAnnouncer } from "~/app/_components/game/live-announcer";
import { youSeatOf } from "~/app/_components/game/types";
import type { JudgeGameView } from "./view";
import { useServerTime, type ServerClock } from "./judge-clock";

/**
 * The time-dependent words of the banner: the beat of the "3-2-1", the time left before an absent player forfeits,
 * before the first round starts without the missing Ready.
 */
interface BannerTime {
  beat: number;
  forfeitIn: string;
  startsIn: string;
}

function bannerTime(live: JudgeLiveView | null, nowServer: number): string {
  if (live?.phase === "countdown")
    return String(live.revealAt !== null ? countdownBeat(live.revealAt, nowServer, live.countdownMs) : 3);
  if (live?.phase === "paused" && live.absentForfeitAt !== null) return timeLeft(live.absentForfeitAt - nowServer);
  if (live?.phase === "ready" && live.startsAt !== null) return timeLeft(live.startsAt - nowServer);
  return "";
}

/** The banner before the first round: who still has to press Ready, and when the match starts without them. */
function readyBanner(
  live: JudgeLiveView,
  me: number | null,
  names: string[],
  startsIn: string,
): { tone: BannerTone; title: string; detail?: string } {
  const ready = live.ready ?? [true, true];
  const byItself = `or by itself in ${startsIn}`;
  if (me === null)
    return {
      tone: "waiting",
      title: "Waiting for the players to press Ready",
      detail: `The first round starts once both are ready, ${byItself}.`,
    };
  const opp = 1 - me;
  if (ready[me])
    return {
      tone: "waiting",
      title: `Waiting for ${names[opp]} to press Ready`,
      detail: `You are ready. The first round starts as soon as ${names[opp]} is, ${byItself}.`,
    };
  const theirs = ready[opp] ? `${names[opp]} is ready. ` : "";
  return {
    tone: "mine",
    title: "Press Ready when you are set",
    detail: `${theirs}The first round's “3-2-1” starts once you both are, ${byItself}.`,
  };
}

function banner(
  gv: JudgeGameView,
  live: JudgeLiveView | null,
  mine: MyJudgeAction | null,
  time: BannerTime,
  names: string[],
  replay: boolean,
): { tone: BannerTone; title: string; detail?: string } {
  const me = youSeatOf(gv);
  const v = gv.view;
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const last = v.lastOutcome;
  const lastLine = last ? `Round ${last.round}: ${outcomeHeadline(last, me, names)}` : undefined;
  if (over) {
    const w = gv.winner;
    const score = v.result ? ` ${v.result.scores[me ?? 0]} to ${v.result.scores[me === null ? 1 : 1 - me]}` : "";
    const forfeit = byEarlyEnd(gv.endReason ?? null);
    return {
      tone: "over",
      title:
        w === null
          ? `The match is a draw${score}`
          : w === me
            ? `You win the match${score}${forfeit}!`
            : `${names[w]} wins the match${score}${forfeit}`,
      detail: lastLine,
    };
  }
  if (!live) return { tone: "waiting", title: "Connecting to the match…" };
  const opp = me === null ? null : 1 - me;
  switch (live.phase) {
    case "ready":
      return readyBanner(live, me, names, time.startsIn);
    case "paused": {
      const away = [0, 1].filter((s) => !live.present[s]);
      const who = away.map((s) => (s === me ? "you" : names[s])).join(" and ");
      // The opponent left a match under way: the grace period they have to come back, counting down.
      if (live.absentForfeitAt !== null && opp !== null && away.length === 1 && away[0] === opp) {
        const left =
          live.ready === null ? `${names[opp]} left the match page` : `${names[opp]} has not opened the match page yet`;
        return {
          tone: "waiting",
          title: `Waiting for ${names[opp]} to ${live.ready === null ? "come back" : "open the match page"} (${time.forfeitIn})`,
          detail: `${left}. No countdown runs meanwhile; if they are not here in ${time.forfeitIn}, they forfeit.`,
        };
      }
      return {
        tone: "waiting",
        title: `Waiting for ${who || "the players"} to open the match page`,
        detail: "No countdown runs while a player is away.",
      };
    }
    case "between":
      // A replay's position lies between two rounds too, but nothing is about to start.
      if (replay)
        return {
          tone: "waiting",
          title: last ? outcomeHeadline(last, me, names) : "Before the first round",
          detail: last ? `Round ${last.round}.` : undefined,
        };
      return {
        tone: "waiting",
        title: last ? outcomeHeadline(last, me, names) : "Both players are here: get ready",
        detail: last
          ? `Round ${last.round}. The next round starts in a moment.`
          : "The first countdown starts in a moment.",
      };
    case "countdown": {
      const beat = time.beat;
      if (mine?.countdown === live.countdown && mine.state === "false-start")
        return { tone: "pending", title: "False start!", detail: mine.message };
      return {
        tone: me === null ? "waiting" : "mine",
        title: `Round ${live.round}: ${beat > 0 ? `${beat}…` : "flip!"}`,
        detail: lastLine,
      };
    }
    case "open": {
      const role = roleOf(live.revealed?.later ?? null, me);
      if (me === null) return { tone: "waiting", title: `Round ${live.round}: the pickets are up` };
      const mineLive = live.actions[me];
      if (mineLive || (mine?.countdown === live.countdown && mine.state !== "false-start")) {
        const theirs = opp !== null ? live.actions[opp] : null;
        const youDid = mineLive
          ? mineLive.falseStart
            ? "Your false start counts against you"
            : `You ${actionWords(mineLive)}`
          : mine?.state === "sending"
            ? `Sending your ${mine.act}…`
            : (mine?.message ?? "");
        return {
          tone: "waiting",
          title: youDid,
          detail: theirs
            ? `${names[opp!]} ${theirs.falseStart ? "jumped the gun" : actionWords(theirs)}.`
            : `Waiting for ${names[opp!]}…`,
        };
      }
      if (mine?.countdown === live.countdown && mine.state === "false-start")
        return { tone: "mine", title: roleAdvice(role), detail: mine.message };
      return {
        tone: "mine",
        title: roleAdvice(role),
        detail: `Round ${live.round}. ${role === "earlier" ? "Defend before the hit lands." : "Hit before the defence."}`,
      };
    }
    case "resolving":
      return { tone: "waiting", title: `Round ${live.round}: decided`, detail: "Counting the cards…" };
    case "over":
      return { tone: "over", title: "The match is over" };
  }
}

function useBanner({ gv, live, mine, names, clock, replay }: TickingProps) {
  const t = useServerTime(clock, (now) => bannerTime(live, now));
  return banner(
    gv,
    live,
    mine,
    { beat: live?.phase === "countdown" ? Number(t) : 3, forfeitIn: t, startsIn: t },
    names,
    replay,
  );
}

export interface TickingProps {
  gv: JudgeGameView;
  live: JudgeLiveView | null;
  mine: MyJudgeAction | null;
  names: string[];
  clock: ServerClock;
  replay: boolean;
}

/** The screen reader's line: the banner's title (it ticks with the beat) and the pickets once up. */
export function JudgeAnnouncer({ revealed, ...p }: TickingProps & { revealed: JudgeLiveView["revealed"] }) {
  const b = useBanner(p);
  const me = youSeatOf(p.gv);
  const pickets = revealed
    ? [0, 1].map((s) => `${possessive(p.names[s]!, s === me)} picket is ${cardName(revealed.pickets[s]!)}`).join(", ")
    : null;
  const announce = [b.title, pickets].filter(Boolean).join(". ");
  return <LiveAnnouncer message={announce} />;
}

const JUDGE_BANNER_ROOM = [
  "flex h-[6.25rem] flex-col overflow-hidden sm:h-auto sm:min-h-[4.75rem] [&>*]:flex-1",
  "max-sm:[&_[data-testid=turn-title]]:line-clamp-2 max-sm:[&_[data-testid=turn-detail]]:line-clamp-1",
].join(" ");

export function JudgeBanner({ children, ...p }: TickingProps & { children?: ReactNode }) {
  const b = useBanner(p);
  // The banner keeps one height whatever it says, so HIT and DEFEND never move: on a phone exactly a two-line title and
  // a one-line detail (longer words are cut with an ellipsis; the screen reader's line has the title whole), from sm
  // on at least a title and a detail line; the banner fills its room.
  return (
    <div className={b.tone === "over" ? "" : JUDGE_BANNER_ROOM} data-testid="judge-banner-room">
      <TurnBanner tone={b.tone} title={b.title} detail={b.detail}>
        {children}
      </TurnBanner>
    </div>
  );
}

/** The big "3-2-1" / "Flip!" between the rows, then who must hit or may defend. */
export function JudgeCount({
  current,
  revealed,
  me,
  names,
  phase,
  clock,
}: {
  current: JudgeLiveView | null;
  revealed: JudgeLiveView["revealed"];
  me: number | null;
  names: string[];
  phase: string;
  clock: ServerClock;
}) {
  const beat = useServerTime(clock, (now) =>
    current?.phase === "countdown" && current.revealAt !== null
      ? countdownBeat(current.revealAt, now, current.countdownMs)
      : null,
  );
  return (
    <div className="jb-count" data-testid="judge-countdown" data-beat={beat ?? ""}>
      {beat !== null
        ? beat > 0
          ? beat
          : "Flip!"
        : revealed
          ? revealed.later === null
            ? "Same month"
            : revealed.later === me
              ? "Later: HIT"
              : me === null
                ? `${names[revealed.later]}: later`
                : "Earlier: DEFEND"
          : phase === "paused"
            ? "Paused"
            : phase === "ready"
              ? "Ready?"
              : ""}
    </div>
  );
}
