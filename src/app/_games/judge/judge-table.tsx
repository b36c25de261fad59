"use client";
// The Judge table as the viewer sees it: both heads face up and sideways (the opponent's is the HIT target, your own
// the DEFEND target), the two pickets (face down through the "3-2-1", face up from the reveal), the pot, the piles,
// each player's score pile with the brights bonus, the big HIT / DEFEND buttons (keys H/J/↑ and D/F/↓), the outcome
// of each round, the round log and, at a live match's end, the match summary. Pure presentation: the live state, the
// clock offset and the player's own action come in as props (judge-board.tsx holds the connection).
// The clock: during the "3-2-1" it is read every 50 ms (every second while paused), but only the parts that show the
// time (the count, the banner, the announcer) subscribe to it, and they re-render only when what they show changes
// (the beat, the forfeit's seconds). The rest of the table (the card pictures of the heads, piles and round log)
// renders only when the game or the live view changes; the round log and the score piles are memoised on the game's
// view so a live view (presence, actions) does not redraw them either.
import { useMemo } from "react";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { HowToPlay, StatusBar } from "~/app/_components/game/board-chrome";
import { canAct, roleOf, type JudgeAct, type MyJudgeAction } from "./judge-model";
import { seatName } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import { youSeatOf } from "~/app/_components/game/types";
import type { JudgeGameView } from "./view";
import { useServerClock } from "./judge-clock";
import { JudgeAnnouncer, JudgeBanner, type TickingProps } from "./judge-banner";
import { JudgeControls } from "./judge-controls";
import { JudgeFelt } from "./judge-felt";
import { LastRound, RoundLog, ScorePiles } from "./judge-rounds";
import { JudgeSummary } from "./judge-summary";
import { useJudgeWords } from "./judge-words";
import "~/app/_components/game/board.css";
import "./judge-board.css";

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
  const { t } = useJudgeWords();
  const unnamed = useUnnamed();
  const v = gv.view;
  const me = gv.mySeat;
  // the layout starts from the seat whose view is shown; "you" names the signed-in player's seat (a replay may differ)
  const you = youSeatOf(gv);
  const top = me === null ? 1 : 1 - me;
  const bottom = me === null ? 0 : me;
  const names = useMemo(() => [0, 1].map((s) => seatName(gv.players, s, unnamed)), [gv.players, unnamed]);
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
  const inRound = current?.phase === "countdown" || current?.phase === "open" || current?.phase === "resolving";

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
            ? t("status.over")
            : t("status.round", {
                round: Math.min(v.round, v.totalRounds),
                total: v.totalRounds,
                sudden: String(v.suddenDeath?.active === true),
              })
        }
        dealer={null}
        scores={names.map((name, s) => ({ name, total: v.points[s] ?? 0, mine: s === you, side: s }))}
      />
      <JudgeBanner {...ticking}>
        {over && !replay ? (
          <a
            href="#judge-summary-heading"
            className="btn min-h-9 border border-paper/40 bg-paper px-3 py-1 text-sm text-ink max-sm:min-h-11"
          >
            {t("summary.title")}
          </a>
        ) : null}
      </JudgeBanner>
      {!connected && !over ? (
        <p className="text-sm text-ink-faint" role="status">
          {t("reconnecting")}
        </p>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-3">
          <JudgeFelt
            gv={gv}
            names={names}
            current={current}
            live={live}
            acting={acting}
            phase={phase}
            clock={clock}
            replay={replay}
            onAct={onAct}
          />

          {me !== null && !over && live?.ready && !live.ready[me] && onReady ? (
            <button
              type="button"
              className="btn btn-primary w-full py-3 text-xl font-bold"
              onClick={onReady}
              disabled={readying}
              data-testid="judge-ready"
            >
              {readying ? t("sending") : t("ready.button")}
            </button>
          ) : null}
          {me !== null && !over ? (
            <JudgeControls
              gv={gv}
              me={me}
              names={names}
              live={live}
              current={current}
              mine={mine}
              acting={acting}
              onAct={onAct}
            />
          ) : null}
          {!inRound && !over && revealed === null && v.lastOutcome ? (
            <LastRound o={v.lastOutcome} me={you} names={names} />
          ) : null}
        </div>

        <aside className="space-y-3" aria-label={t("aside")}>
          <ScorePiles v={v} me={you} names={names} top={top} bottom={bottom} />
          <RoundLog outcomes={v.outcomes} me={you} names={names} />
          <HowToPlay>
            <p>{t("howTo")}</p>
          </HowToPlay>
        </aside>
      </div>

      {/* a replay's page shows the summary under the board, where the other games' is: the board does not repeat it */}
      {over && !replay ? (
        <div className="panel p-4 sm:p-6">
          {/* who won is the banner's to say, with the score: the summary does not say it again */}
          <JudgeSummary gameView={gv} final winnerAbove />
        </div>
      ) : null}
    </div>
  );
}
