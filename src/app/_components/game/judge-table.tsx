"use client";
// The Judge table as the viewer sees it: both heads face up and sideways (the opponent's is the HIT target, your own
// the DEFEND target), the two pickets (face down through the "3-2-1", face up from the reveal), the pot, the piles,
// each player's score pile with the brights bonus, the big HIT / DEFEND buttons (keys H/J/↑ and D/F/↓), the outcome
// of each round, the round log and the match summary. Pure presentation: the live state, the clock offset and the
// player's own action come in as props (judge-board.tsx holds the connection).
// The clock: during the "3-2-1" it is read every 50 ms (every second while paused), but only the parts that show the
// time (the count, the banner, the announcer) subscribe to it, and they re-render only when what they show changes
// (the beat, the forfeit's seconds). The rest of the table (the card pictures of the heads, piles and round log)
// renders only when the game or the live view changes; the round log and the score piles are memoised on the game's
// view so a live view (presence, actions) does not redraw them either.
import { memo, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { JudgePicketView } from "~/engine/judge";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { CardBack, CardStack, HanafudaCard, cardTitle, toCardId } from "../cards";
import { HowToPlay, StatusBar, TurnBanner, type BannerTone } from "./board-chrome";
import {
  actionWords,
  canAct,
  countdownBeat,
  outcomeHeadline,
  roleAdvice,
  roleOf,
  type JudgeAct,
  timeLeft,
  type MyJudgeAction,
} from "./judge-model";
import { judgeBotWords } from "../player/bot-levels";
import { PlayerLink } from "../player/player-link";
import { LiveAnnouncer } from "./live-announcer";
import { RatingChanges } from "./rating-changes";
import { RoundExplanationView } from "./round-explanation";
import { ScoreChart } from "./score-chart";
import { seatName, sideColour, withNames } from "./names";
import { youSeatOf, type JudgeGameView } from "./types";
import "./board.css";
import "./judge-board.css";
import { plural } from "~/engine/core/plural";

export interface JudgeTableProps {
  gameView: JudgeGameView;
  live: JudgeLiveView | null;
  /**
   * A fixed instant on the server's clock (replays, static renders). Without it the table keeps its own clock: the
   * local one moved onto the server's (Date.now() + clockOffset), ticking only while a countdown or a pause runs.
   */
  nowServer?: number;
  mine: MyJudgeAction | null;
  onAct: (act: JudgeAct) => void;
  /** Before the first round: the player presses Ready (judge.ready); `readying` while it is sent. */
  onReady?: () => void;
  readying?: boolean;
  /** The live stream is up. */
  connected: boolean;
  /** The server's clock minus the local one, as estimated (also shown as a data attribute for diagnosis). */
  clockOffset?: number;
  /** A recorded position (the replay page): no presence, no "the next round starts in a moment". */
  replay?: boolean;
}

/** The server's time as this page estimates it, for the few parts of the table that tick. */
interface ServerClock {
  now(): number;
  subscribe(onTick: () => void): () => void;
}

const noSubscription = () => () => {};

/** The local clock as last read, and who wants to know when it is read again. */
class LocalTicks {
  private local = Date.now();
  private readonly listeners = new Set<() => void>();
  now = () => this.local;
  tick = () => {
    this.local = Date.now();
    for (const l of this.listeners) l();
  };
  subscribe = (onTick: () => void) => {
    this.listeners.add(onTick);
    return () => void this.listeners.delete(onTick);
  };
}

/**
 * The table's clock: a fixed instant, or the local clock (read every `every` ms while `every` is set; read again at
 * once when it starts or `restart` changes) moved by `offset`. Reading it re-renders nothing: see useServerTime.
 */
function useServerClock(
  fixed: number | undefined,
  offset: number,
  every: number | null,
  restart: unknown,
): ServerClock {
  const [ticks] = useState(() => new LocalTicks());
  useLayoutEffect(() => {
    if (fixed !== undefined || every === null) return;
    ticks.tick();
    const id = setInterval(ticks.tick, every);
    return () => clearInterval(id);
  }, [fixed, every, restart, ticks]);
  return useMemo<ServerClock>(
    () =>
      fixed !== undefined
        ? { now: () => fixed, subscribe: noSubscription }
        : { now: () => ticks.now() + offset, subscribe: ticks.subscribe },
    [fixed, offset, ticks],
  );
}

/** What a ticking part shows of the time (a beat, seconds left): the part re-renders only when this changes. */
function useServerTime<T extends string | number | null>(clock: ServerClock, select: (nowServer: number) => T): T {
  const read = () => select(clock.now());
  return useSyncExternalStore(clock.subscribe, read, read);
}

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

const BRIGHTS_FOR_BONUS = 4;

/** Why a finished game ended early ("forfeit"); the server's GameView carries it. */
const endReasonOf = (gv: JudgeGameView): string | null => (gv as { endReason?: string | null }).endReason ?? null;
const byEarlyEnd = (reason: string | null): string =>
  reason === "forfeit" ? " (by forfeit)" : reason === "resign" ? " (by resignation)" : "";

function Head({
  card,
  label,
  target,
  onClick,
  disabled,
  mark,
}: {
  card: string | null;
  label: string;
  target: JudgeAct;
  onClick?: () => void;
  disabled: boolean;
  mark: string | null;
}) {
  const colour = target === "hit" ? "ring-shu" : "ring-ai";
  return (
    <div className="flex flex-col items-center gap-1">
      <div
        className={`jb-head relative ${onClick && !disabled ? `rounded-xl ring-4 ${colour} ring-offset-2 ring-offset-[#244a32]` : ""}`}
      >
        {card ? (
          <HanafudaCard
            card={card}
            game="judge"
            showValue={false}
            size="md"
            label={label}
            onClick={onClick}
            disabled={onClick ? disabled : undefined}
            className="jb-head-card"
          />
        ) : (
          <CardBack size="md" label={label} className="jb-head-card" />
        )}
        {mark ? (
          <span
            className={`absolute -top-2 -right-2 rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow ${mark === "HIT" ? "bg-beni" : "bg-ai"}`}
            aria-hidden="true"
          >
            {mark}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A card's name as players say it ("Maple Deer"), from its code. */
const cardName = (code: string) => cardTitle(toCardId(code));

/** "Aiko's" or "Your": whose picket a label speaks of. */
const possessive = (name: string, you: boolean) => (you ? "Your" : `${name}'s`);

function Picket({ card, whose, revealed }: { card: string | null; whose: string; revealed: boolean }) {
  return (
    <div
      className={`jb-picket ${revealed ? "jb-picket-up" : ""}`}
      data-testid="judge-picket"
      data-revealed={revealed ? "true" : "false"}
    >
      {card ? (
        <HanafudaCard
          card={card}
          game="judge"
          size="lg"
          label={`${whose} picket, ${cardName(card)}`}
          className="jb-picket-card"
        />
      ) : (
        <CardBack size="lg" label={`${whose} picket, face down`} className="jb-picket-card" />
      )}
    </div>
  );
}

/** Laid over the picket's foot: in the flow it made the row taller when an action came, and HIT/DEFEND moved down. */
const CHIP =
  "absolute -bottom-2.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold text-paper shadow";

function ActionChip({ action }: { action: JudgeLiveView["actions"][number] }) {
  if (!action) return null;
  if (action.falseStart) return <span className={`${CHIP} bg-beni`}>False start</span>;
  return (
    <span
      className={`${CHIP} tabular-nums ${action.act === "hit" ? "bg-shu" : "bg-ai"}`}
      data-testid="judge-action-chip"
    >
      {action.act === "hit" ? "HIT" : "DEFEND"} {action.ms} ms
    </span>
  );
}

function PlayerStrip({
  gv,
  seat,
  present,
  you,
}: {
  gv: JudgeGameView;
  seat: number;
  present: boolean | null;
  you: boolean;
}) {
  const v = gv.view;
  const brights = v.brights[seat]?.length ?? 0;
  const bonus = brights >= BRIGHTS_FOR_BONUS;
  const p = gv.players.find((x) => x.seat === seat);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-paper max-sm:flex-nowrap"
      data-testid="judge-player"
      data-seat={seat}
    >
      <span className="inline-flex min-w-0 items-center gap-1.5 font-semibold">
        <span
          aria-hidden="true"
          className="inline-block h-2.5 w-2.5 shrink-0 rounded-full"
          style={{ background: sideColour(seat) }}
        />
        <span className="truncate">
          {/* the other player's name links to their page */}
          {you ? (
            "You"
          ) : p?.userId ? (
            <PlayerLink
              userId={p.userId}
              className="text-inherit underline decoration-paper/40 decoration-1 underline-offset-2 hover:decoration-kin"
            >
              {seatName(gv.players, seat)}
            </PlayerLink>
          ) : (
            seatName(gv.players, seat)
          )}
        </span>
        {p?.bot ? (
          <span
            className="rounded bg-paper/15 px-1.5 text-xs font-semibold text-paper/90 max-sm:sr-only"
            data-testid="bot-badge"
          >
            Bot · {judgeBotWords(p.bot) ?? p.bot}
          </span>
        ) : null}
        {present !== null ? (
          <span
            className={`shrink-0 text-xs font-normal ${present ? "text-[#9fe0a8]" : "text-[#f3b3a6]"}`}
            data-testid="judge-presence"
            data-present={present ? "true" : "false"}
          >
            {present ? "● here" : "○ away"}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 tabular-nums" title="Cards in the score pile plus the brights bonus">
        <strong className="text-lg text-kin">{v.points[seat] ?? 0}</strong> pts
      </span>
      {/* one line on a phone: the count of cards (the points say the score), the pile (the round number says it) and the
          bot's level are for screen readers there */}
      <span className="text-paper/80 tabular-nums max-sm:sr-only">
        {plural(v.scorePiles[seat]?.length ?? 0, "card")}
      </span>
      <span
        className={`shrink-0 rounded px-1.5 text-xs font-semibold ${bonus ? "bg-kin text-ink" : "bg-paper/15 text-paper/90"}`}
        title="Four of the five brights earn +10"
      >
        ★ {brights}/4{bonus ? " +10" : ""}
      </span>
      <span className="text-paper/70 tabular-nums max-sm:sr-only">Pile {v.pileCounts[seat] ?? 0}</span>
      {p?.forfeited ? (
        <span className="rounded bg-beni px-1.5 text-xs font-semibold">{p.resigned ? "Resigned" : "Forfeited"}</span>
      ) : null}
    </div>
  );
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
    const forfeit = byEarlyEnd(endReasonOf(gv));
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

interface TickingProps {
  gv: JudgeGameView;
  live: JudgeLiveView | null;
  mine: MyJudgeAction | null;
  names: string[];
  clock: ServerClock;
  replay: boolean;
}

/** The screen reader's line: the banner's title (it ticks with the beat) and the pickets once up. */
function JudgeAnnouncer({ revealed, ...p }: TickingProps & { revealed: JudgeLiveView["revealed"] }) {
  const b = useBanner(p);
  const me = youSeatOf(p.gv);
  const pickets = revealed
    ? [0, 1].map((s) => `${possessive(p.names[s]!, s === me)} picket is ${cardName(revealed.pickets[s]!)}`).join(", ")
    : null;
  const announce = [b.title, pickets].filter(Boolean).join(". ");
  return <LiveAnnouncer message={announce} />;
}

function JudgeBanner({ children, ...p }: TickingProps & { children?: ReactNode }) {
  const b = useBanner(p);
  // The banner keeps one height through a round (a one-line "Round 1: 1…" grew to three lines at the reveal on a phone
  // and pushed the heads and HIT/DEFEND ~46 px down at the moment to tap): room for a two-line title and a detail line
  // on a phone, a title and a detail line from sm on; the banner fills it.
  return (
    <div
      className={b.tone === "over" ? "" : "flex min-h-[6.25rem] flex-col sm:min-h-[4.75rem] [&>*]:flex-1"}
      data-testid="judge-banner-room"
    >
      <TurnBanner tone={b.tone} title={b.title} detail={b.detail}>
        {children}
      </TurnBanner>
    </div>
  );
}

/** The big "3-2-1" / "Flip!" between the rows, then who must hit or may defend. */
function JudgeCount({
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

export function JudgeTable({
  gameView: gv,
  live,
  nowServer,
  mine,
  onAct,
  onReady,
  readying = false,
  connected,
  clockOffset,
  replay = false,
}: JudgeTableProps) {
  const v = gv.view;
  const me = gv.mySeat;
  // the layout starts from the seat whose view is shown; "you" names the signed-in player's seat (a replay may differ)
  const you = youSeatOf(gv);
  const top = me === null ? 1 : 1 - me;
  const bottom = me === null ? 0 : me;
  const names = useMemo(() => [0, 1].map((s) => seatName(gv.players, s)), [gv.players]);
  const over = gv.status !== "ACTIVE" || v.phase === "game-over";
  const phase = over ? "over" : (live?.phase ?? "paused");
  // The live view belongs to the position it was made for; an older one (the round was just stored) shows no pickets.
  const current = live && live.seq === gv.seq ? live : null;
  const revealed = current?.revealed ?? null;
  const acting = !over && canAct(current, mine, me);
  // "3-2-1" ticks on the local clock moved onto the server's (every 50 ms; every second while paused, for the forfeit).
  const clock = useServerClock(
    nowServer,
    clockOffset ?? 0,
    live?.phase === "countdown" ? 50 : live?.phase === "paused" || live?.phase === "ready" ? 1000 : null,
    live?.countdown,
  );
  const ticking: TickingProps = { gv, live, mine, names, clock, replay };
  const present = (s: number) => (live && !replay ? live.present[s]! : null);
  const picket = (s: number) => (revealed ? revealed.pickets[s]! : null);
  const inRound = current?.phase === "countdown" || current?.phase === "open" || current?.phase === "resolving";
  const headName = (s: number) => (v.heads ? cardTitle(toCardId(v.heads[s]!)) : "face down");
  const headLabel = (s: number, act: JudgeAct) =>
    act === "hit" ? `HIT ${names[s]}'s head, ${headName(s)}` : `DEFEND your head, ${headName(s)}`;

  return (
    <div
      className="game-board judge-board space-y-3"
      data-testid="game-board"
      data-game="judge"
      data-seq={gv.seq}
      data-phase={phase}
      data-round={current?.round ?? ""}
      data-countdown={current?.countdown ?? ""}
      data-my-turn={acting ? "true" : "false"}
      data-role={revealed ? (roleOf(revealed.later, me) ?? "") : ""}
      data-clock-offset={clockOffset === undefined ? undefined : Math.round(clockOffset)}
    >
      <JudgeAnnouncer {...ticking} revealed={revealed} />
      <StatusBar
        gv={gv}
        round={
          over
            ? "Match over"
            : `Round ${Math.min(v.round, v.totalRounds)} of ${v.totalRounds}${v.suddenDeath?.active ? " · sudden death" : ""}`
        }
        dealer={null}
        scores={names.map((name, s) => ({ name, total: v.points[s] ?? 0, mine: s === you, side: s }))}
      />
      <JudgeBanner {...ticking}>
        {over ? (
          <a
            href="#judge-summary-heading"
            className="btn min-h-9 border border-paper/40 bg-paper px-3 py-1 text-sm text-ink"
          >
            Match summary
          </a>
        ) : null}
      </JudgeBanner>
      {!connected && !over ? (
        <p className="text-sm text-ink-faint" role="status">
          Reconnecting to the live match…
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-3">
          <section
            className="gb-felt space-y-2 rounded-2xl p-2 sm:space-y-3 sm:p-4"
            aria-label="The table"
            data-testid="judge-table"
          >
            <PlayerStrip gv={gv} seat={top} present={present(top)} you={top === you} />
            <div className="jb-row">
              <Head
                card={v.heads?.[top] ?? null}
                label={me === null ? `${names[top]}'s head, ${headName(top)}` : headLabel(top, "hit")}
                target="hit"
                onClick={me === null || over ? undefined : () => onAct("hit")}
                disabled={!acting}
                mark={me === null ? null : "HIT"}
              />
              <div className="relative" data-testid="judge-picket-slot">
                <Picket card={picket(top)} whose={possessive(names[top]!, top === you)} revealed={revealed !== null} />
                <ActionChip action={current?.actions[top] ?? null} />
              </div>
            </div>

            <div className="jb-middle" aria-live="off">
              <JudgeCount current={current} revealed={revealed} me={me} names={names} phase={phase} clock={clock} />
              <div
                className="jb-pot"
                data-testid="judge-pot"
                title="Cards in the pot go to the winner of the next decided round"
              >
                <span className="text-xs font-semibold tracking-wider text-paper/70 uppercase">Pot</span>
                <span className="text-xl font-bold tabular-nums">{v.pot.length}</span>
              </div>
            </div>

            <div className="jb-row">
              <Head
                card={v.heads?.[bottom] ?? null}
                label={me === null ? `${names[bottom]}'s head, ${headName(bottom)}` : headLabel(bottom, "defend")}
                target="defend"
                onClick={me === null || over ? undefined : () => onAct("defend")}
                disabled={!acting}
                mark={me === null ? null : "DEFEND"}
              />
              <div className="relative" data-testid="judge-picket-slot">
                <Picket
                  card={picket(bottom)}
                  whose={possessive(names[bottom]!, bottom === you)}
                  revealed={revealed !== null}
                />
                <ActionChip action={current?.actions[bottom] ?? null} />
              </div>
            </div>
            <PlayerStrip gv={gv} seat={bottom} present={present(bottom)} you={bottom === you} />
          </section>

          {me !== null && !over && live?.ready && !live.ready[me] && onReady ? (
            <button
              type="button"
              className="btn btn-primary w-full py-3 text-xl font-bold"
              onClick={onReady}
              disabled={readying}
              data-testid="judge-ready"
            >
              {readying ? "Sending…" : "Ready"}
            </button>
          ) : null}
          {me !== null && !over ? (
            <div className="space-y-2">
              <div className="grid grid-cols-2 gap-2" data-offer={acting ? "true" : "false"}>
                <button
                  type="button"
                  className="jb-act jb-act-hit"
                  disabled={!acting}
                  onClick={() => onAct("hit")}
                  data-testid="judge-hit"
                  aria-keyshortcuts="H J ArrowUp"
                >
                  <span className="text-2xl font-black tracking-wide">HIT</span>
                  {/* one line whatever the name's length, so the buttons keep their place on a small phone */}
                  <span className="max-w-full truncate text-xs opacity-85">
                    {names[top]}&rsquo;s head
                    {/* The keys only where a keyboard is likely (globals.css "keyboard"); aria-keyshortcuts tells them to screen readers. */}
                    <span className="hidden keyboard:inline" aria-hidden="true" data-testid="judge-hit-keys">
                      {" "}
                      · H / J / ↑
                    </span>
                  </span>
                </button>
                <button
                  type="button"
                  className="jb-act jb-act-defend"
                  disabled={!acting}
                  onClick={() => onAct("defend")}
                  data-testid="judge-defend"
                  aria-keyshortcuts="D F ArrowDown"
                >
                  <span className="text-2xl font-black tracking-wide">DEFEND</span>
                  <span className="text-xs opacity-85">
                    your head
                    <span className="hidden keyboard:inline" aria-hidden="true" data-testid="judge-defend-keys">
                      {" "}
                      · D / F / ↓
                    </span>
                  </span>
                </button>
              </div>
              {mine && current && mine.countdown === current.countdown && mine.state === "false-start" ? (
                <p
                  className="rounded-lg border border-beni/40 bg-beni/5 px-3 py-2 text-sm font-semibold text-beni"
                  role="alert"
                  data-testid="judge-false-start"
                >
                  {mine.message}
                </p>
              ) : null}
              {mine && current && mine.countdown === current.countdown && mine.state === "refused" ? (
                <p
                  className="rounded-lg border border-paper-edge bg-white/70 px-3 py-2 text-sm text-ink-soft"
                  role="status"
                  data-testid="judge-refused"
                >
                  {mine.message}
                </p>
              ) : null}
              {live && (live.idleRounds[me] ?? 0) >= 2 ? (
                <p className="text-sm font-semibold text-beni" data-testid="judge-idle">
                  You let {plural(live.idleRounds[me] ?? 0, "round")} in a row pass without acting: after{" "}
                  {live.idleLimit} you forfeit.
                </p>
              ) : null}
              <p className="text-xs text-ink-faint">
                One action per round, and it cannot be taken back. Pressing before the flip is a false start
                {v.timing.falseStart === "ignored" ? " (it does not count)." : " (your opponent wins the round)."}{" "}
                Window {v.timing.windowMs} ms.
              </p>
            </div>
          ) : null}
          {!inRound && !over && revealed === null && v.lastOutcome ? (
            <LastRound o={v.lastOutcome} me={you} names={names} />
          ) : null}
        </div>

        <aside className="space-y-3" aria-label="Scores and rounds">
          <ScorePiles v={v} me={you} names={names} top={top} bottom={bottom} />
          <RoundLog outcomes={v.outcomes} me={you} names={names} players={gv.players} />
          <HowToPlay>
            <p>
              Each round both pickets flip at once after “3-2-1”. The later month must HIT the other head; the earlier
              month may DEFEND its own head before the hit lands (then both pickets go to the pot). Same month: the
              first to hit wins. Both hit: the later month wins; both defend: the earlier month wins. The winner takes
              both pickets and the pot. Every card is a point; four of the five brights add 10. Heads never count.
            </p>
          </HowToPlay>
        </aside>
      </div>

      {over ? <JudgeSummary gv={gv} names={names} /> : null}
    </div>
  );
}

function LastRound({ o, me, names }: { o: JudgePicketView; me: number | null; names: string[] }) {
  return (
    <div
      className="rounded-xl border-2 border-kin bg-[#fff6dc] px-4 py-2.5"
      data-testid="judge-outcome"
      data-round={o.round}
      data-winner={o.winner ?? "pot"}
    >
      <p className="font-bold">
        Round {o.round}: {outcomeHeadline(o, me, names)}
      </p>
      <p className="text-sm text-ink-soft">
        {names[0]} {actionWords(o.actions[0])}, {names[1]} {actionWords(o.actions[1])}.
      </p>
    </div>
  );
}

/** Both score piles (and the pot) as card pictures: redrawn only when the game's view changes. */
const ScorePiles = memo(function ScorePiles({
  v,
  me,
  names,
  top,
  bottom,
}: {
  v: JudgeGameView["view"];
  me: number | null;
  names: string[];
  top: number;
  bottom: number;
}) {
  return (
    <section className="rounded-xl border border-paper-edge bg-white/75 p-3" data-testid="judge-scores">
      <h2 className="font-sans text-sm font-bold">Score piles</h2>
      <ul className="mt-2 space-y-2">
        {[bottom, top].map((s) => (
          <li key={s} className="space-y-1">
            <p className="flex items-baseline gap-2 text-sm">
              <span className="font-semibold">{s === me ? "You" : names[s]}</span>
              <span className="text-ink-soft tabular-nums">
                {plural(v.scorePiles[s]!.length, "card")}
                {(v.brights[s]?.length ?? 0) >= BRIGHTS_FOR_BONUS ? " + 10 brights bonus" : ""} ={" "}
              </span>
              <strong className="tabular-nums">{v.points[s]}</strong>
            </p>
            {v.scorePiles[s]!.length ? (
              <CardStack
                cards={v.scorePiles[s]!}
                game="judge"
                size="sm"
                label={`${s === me ? "Your" : `${names[s]}'s`} score pile`}
              />
            ) : (
              <p className="text-xs text-ink-faint">No cards yet</p>
            )}
          </li>
        ))}
      </ul>
      {v.pot.length ? (
        <div className="mt-2 border-t border-paper-edge pt-2">
          <p className="text-sm font-semibold">Pot: {plural(v.pot.length, "card")}</p>
          <CardStack cards={v.pot} game="judge" size="sm" grouped={false} label="The pot" />
        </div>
      ) : null}
    </section>
  );
});

/** The rounds played, latest first, each with its two pickets as pictures: redrawn only when a round is added. */
const RoundLog = memo(function RoundLog({
  outcomes: played,
  me,
  names,
  players,
}: {
  outcomes: JudgePicketView[];
  me: number | null;
  names: string[];
  players: JudgeGameView["players"];
}) {
  const outcomes = [...played].reverse();
  return (
    <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
      <h2 className="font-sans text-sm font-bold">Rounds ({outcomes.length})</h2>
      {outcomes.length === 0 ? <p className="mt-1 text-sm text-ink-faint">No round played yet.</p> : null}
      <ol className="mt-1.5 max-h-[28rem] space-y-1.5 overflow-y-auto pr-1 text-sm" data-testid="judge-log">
        {outcomes.map((o) => (
          <li
            key={o.round}
            className="flex items-start gap-2 border-b border-paper-edge/60 pb-1.5 last:border-0"
            data-round={o.round}
          >
            <span className="w-7 shrink-0 pt-0.5 font-bold text-ink-faint tabular-nums">{o.round}</span>
            <span className="flex shrink-0 gap-0.5">
              <HanafudaCard
                card={o.pickets[0]}
                game="judge"
                size="sm"
                showValue={false}
                label={`${possessive(names[0]!, me === 0)} picket, ${cardName(o.pickets[0])}`}
              />
              <HanafudaCard
                card={o.pickets[1]}
                game="judge"
                size="sm"
                showValue={false}
                label={`${possessive(names[1]!, me === 1)} picket, ${cardName(o.pickets[1])}`}
              />
            </span>
            <span className="min-w-0">
              <span
                className={`block font-semibold ${o.winner !== null && o.winner === me ? "text-matsu" : o.winner === null ? "text-ink" : "text-beni"}`}
              >
                {outcomeHeadline(o, me, names)}
              </span>
              <span className="block text-xs text-ink-soft">
                {withNames(`Seat 0 ${actionWords(o.actions[0])}; seat 1 ${actionWords(o.actions[1])}.`, players)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
});

function JudgeSummary({ gv, names }: { gv: JudgeGameView; names: string[] }) {
  const v = gv.view;
  const r = v.result;
  const me = youSeatOf(gv);
  const won = [0, 1].map((s) => v.outcomes.filter((o) => !o.suddenDeath && o.winner === s).length);
  const pots = v.outcomes.filter((o) => !o.suddenDeath && o.winner === null).length;
  const explanation = gv.rounds[0]?.explanation ?? null;
  const fate = r?.finalPot;
  return (
    <section className="panel space-y-4 p-4 sm:p-6" data-testid="judge-summary" aria-labelledby="judge-summary-heading">
      <div>
        <h2 id="judge-summary-heading" className="text-2xl font-semibold">
          Match summary
        </h2>
        <p className="mt-1 text-lg font-semibold text-beni" data-testid="match-winner">
          {gv.winner === null
            ? "A draw"
            : gv.winner === me
              ? "You win the match!"
              : `${names[gv.winner]} wins the match`}
          {byEarlyEnd(endReasonOf(gv))}
        </p>
      </div>
      <RatingChanges />
      <ol className="grid gap-2 sm:grid-cols-2">
        {[0, 1].map((s) => (
          <li
            key={s}
            className={`rounded-xl border px-3 py-2 ${gv.winner === s ? "border-kin bg-kin/15" : "border-paper-edge bg-white/70"}`}
          >
            <p className="font-semibold">
              {s === me ? "You" : names[s]}{" "}
              <span className="text-2xl font-bold tabular-nums">{r ? r.scores[s] : v.points[s]}</span> points
            </p>
            <p className="text-sm text-ink-soft">
              {r
                ? `${plural(r.cards[s] ?? 0, "card")} + ${r.bonus[s]} bonus (${plural(r.brights[s]!.length, "bright")})`
                : `${plural(v.scorePiles[s]!.length, "card")}`}{" "}
              · {plural(won[s] ?? 0, "round")} won
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-soft">
        {plural(pots, "round")} went to the pot.
        {fate && fate.kind !== "none"
          ? ` ${plural(fate.cards.length, "card")} left in the pot after the last round were ${fate.kind === "discarded" ? "discarded" : fate.kind === "split" ? "split evenly" : `given to ${names[fate.seat ?? 0]}`}.`
          : ""}
      </p>
      {v.outcomes.length > 0 ? (
        <ScoreChart
          labels={v.outcomes.map((o) => String(o.round))}
          scores={v.outcomes.map((o) => [0, 1].map((s) => (o.winner === s && !o.suddenDeath ? o.taken.length : 0)))}
          sideNames={names}
          lineLabel="Cards taken"
        />
      ) : null}
      {explanation ? (
        <details>
          <summary className="cursor-pointer font-semibold">How the points were counted</summary>
          <div className="mt-2">
            <RoundExplanationView
              explanation={explanation}
              game="judge"
              players={gv.players}
              teams={null}
              mySide={me}
              winner={gv.winner}
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}
