"use client";
// The parts of the Judge table that tick: the turn banner (the "3-2-1", the reveal, who must act, the forfeit's
// seconds), the screen reader's line, and the big count between the rows.
import { type ReactNode } from "react";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { TurnBanner, type BannerTone } from "~/app/_components/game/board-chrome";
import {
  actionWords,
  countdownBeat,
  earlyEnd,
  outcomeHeadline,
  roleAdvice,
  roleOf,
  timeLeft,
  type MyJudgeAction,
} from "./judge-model";
import { useJudgeWords, type JudgeWords } from "./judge-words";
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

function bannerTime(w: JudgeWords, live: JudgeLiveView | null, nowServer: number): string {
  if (live?.phase === "countdown")
    return String(live.revealAt !== null ? countdownBeat(live.revealAt, nowServer, live.countdownMs) : 3);
  if (live?.phase === "paused" && live.absentForfeitAt !== null) return timeLeft(w, live.absentForfeitAt - nowServer);
  if (live?.phase === "ready" && live.startsAt !== null) return timeLeft(w, live.startsAt - nowServer);
  return "";
}

/** The banner before the first round: who still has to press Ready, and when the match starts without them. */
function readyBanner(
  { t }: JudgeWords,
  live: JudgeLiveView,
  me: number | null,
  names: string[],
  startsIn: string,
): { tone: BannerTone; title: string; detail?: string } {
  const ready = live.ready ?? [true, true];
  if (me === null)
    return {
      tone: "waiting",
      title: t("ready.spectatorTitle"),
      detail: t("ready.spectatorDetail", { time: startsIn }),
    };
  const opp = 1 - me;
  const name = names[opp]!;
  if (ready[me])
    return {
      tone: "waiting",
      title: t("ready.waitingTitle", { name }),
      detail: t("ready.waitingDetail", { name, time: startsIn }),
    };
  return {
    tone: "mine",
    title: t("ready.mineTitle"),
    detail: t("ready.mineDetail", { name, theyAre: String(ready[opp] === true), time: startsIn }),
  };
}

function banner(
  w: JudgeWords,
  gv: JudgeGameView,
  live: JudgeLiveView | null,
  mine: MyJudgeAction | null,
  time: BannerTime,
  names: string[],
  replay: boolean,
): { tone: BannerTone; title: string; detail?: string } {
  const { t } = w;
  const me = youSeatOf(gv);
  const v = gv.view;
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const last = v.lastOutcome;
  const lastLine = last ? t("roundLine", { round: last.round, text: outcomeHeadline(w, last, me, names) }) : undefined;
  if (over) {
    const winner = gv.winner;
    // The winner's score comes first ("Botan wins 44 to 12"); in a draw, the reader's own.
    const first = winner ?? me ?? 0;
    const score = {
      scored: String(v.result !== null && v.result !== undefined),
      a: v.result?.scores[first] ?? 0,
      b: v.result?.scores[1 - first] ?? 0,
      end: earlyEnd(gv.endReason ?? null),
    };
    return {
      tone: "over",
      title:
        winner === null
          ? t("over.draw", score)
          : winner === me
            ? t("over.youWin", score)
            : t("over.theyWin", { ...score, name: names[winner]! }),
      detail: lastLine,
    };
  }
  if (!live) return { tone: "waiting", title: t("connecting") };
  const opp = me === null ? null : 1 - me;
  switch (live.phase) {
    case "ready":
      return readyBanner(w, live, me, names, time.startsIn);
    case "paused": {
      const away = [0, 1].filter((s) => !live.present[s]);
      const who = w.list(away.map((s) => (s === me ? t("paused.you") : names[s]!)));
      // The opponent left a match under way: the grace period they have to come back, counting down.
      if (live.absentForfeitAt !== null && opp !== null && away.length === 1 && away[0] === opp) {
        const left = String(live.ready === null);
        return {
          tone: "waiting",
          title: t("paused.awayTitle", { name: names[opp]!, left, time: time.forfeitIn }),
          detail: t("paused.awayDetail", { name: names[opp]!, left, time: time.forfeitIn }),
        };
      }
      return {
        tone: "waiting",
        title: who ? t("paused.title", { who }) : t("paused.titleAll"),
        detail: t("paused.detail"),
      };
    }
    case "between":
      // A replay's position lies between two rounds too, but nothing is about to start.
      if (replay)
        return {
          tone: "waiting",
          title: last ? outcomeHeadline(w, last, me, names) : t("between.before"),
          detail: last ? t("between.round", { round: last.round }) : undefined,
        };
      return {
        tone: "waiting",
        title: last ? outcomeHeadline(w, last, me, names) : t("between.here"),
        detail: last ? t("between.next", { round: last.round }) : t("between.first"),
      };
    case "countdown": {
      const beat = time.beat;
      if (mine?.countdown === live.countdown && mine.state === "false-start")
        return { tone: "pending", title: t("countdown.falseStart"), detail: mine.message };
      return {
        tone: me === null ? "waiting" : "mine",
        title: t("countdown.title", { round: live.round ?? 0, beat }),
        detail: lastLine,
      };
    }
    case "open": {
      const role = roleOf(live.revealed?.later ?? null, me);
      if (me === null) return { tone: "waiting", title: t("open.spectator", { round: live.round ?? 0 }) };
      const mineLive = live.actions[me];
      if (mineLive || (mine?.countdown === live.countdown && mine.state !== "false-start")) {
        const theirs = opp !== null ? live.actions[opp] : null;
        const youDid = mineLive
          ? mineLive.falseStart
            ? t("open.yourFalseStart")
            : t("open.youDid", { action: actionWords(w, mineLive) })
          : mine?.state === "sending"
            ? t("open.sending", { act: mine.act })
            : (mine?.message ?? "");
        return {
          tone: "waiting",
          title: youDid,
          detail: theirs
            ? theirs.falseStart
              ? t("open.theyJumped", { name: names[opp!]! })
              : t("open.theyDid", { name: names[opp!]!, action: actionWords(w, theirs) })
            : t("open.waitingFor", { name: names[opp!]! }),
        };
      }
      if (mine?.countdown === live.countdown && mine.state === "false-start")
        return { tone: "mine", title: roleAdvice(w, role), detail: mine.message };
      return {
        tone: "mine",
        title: roleAdvice(w, role),
        detail: t("open.advice", { round: live.round ?? 0, role: role === "earlier" ? "earlier" : "later" }),
      };
    }
    case "resolving":
      return {
        tone: "waiting",
        title: t("resolving.title", { round: live.round ?? 0 }),
        detail: t("resolving.detail"),
      };
    case "over":
      return { tone: "over", title: t("over.title") };
  }
}

function useBanner({ gv, live, mine, names, clock, replay }: TickingProps) {
  const w = useJudgeWords();
  const t = useServerTime(clock, (now) => bannerTime(w, live, now));
  return banner(
    w,
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
  const w = useJudgeWords();
  const me = youSeatOf(p.gv);
  const pickets = revealed
    ? w.list(
        [0, 1].map((s) =>
          w.t("picket.is", { you: String(s === me), name: p.names[s]!, card: w.card(revealed.pickets[s]!) }),
        ),
      )
    : null;
  // A title that ends a sentence ("HIT their head!", "守れ！") takes no full stop after it.
  const announce = [b.title, pickets].filter(Boolean).join(/[.!?…。！？]$/.test(b.title) ? " " : ". ");
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
  // on at least a title and a detail line; the banner fills its room. A replay has no buttons to keep in place, and
  // hides the banner but at the end: no room kept for it.
  return (
    <div className={b.tone === "over" || p.replay ? "" : JUDGE_BANNER_ROOM} data-testid="judge-banner-room">
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
  const { t } = useJudgeWords();
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
          : t("count.flip")
        : revealed
          ? revealed.later === null
            ? t("count.same")
            : revealed.later === me
              ? t("count.laterHit")
              : me === null
                ? t("count.spectatorLater", { name: names[revealed.later]! })
                : t("count.earlierDefend")
          : phase === "paused"
            ? t("count.paused")
            : phase === "ready"
              ? t("count.ready")
              : ""}
    </div>
  );
}
