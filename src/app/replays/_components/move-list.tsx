"use client";
// The move list in words ("Aiko plays Curtain, takes Cherry chaff"), round by round: each entry jumps to its
// position; the round's end shows its scores. The current entry stays in view inside the list (never scrolling the page).
import { useTranslations } from "next-intl";
import { memo, useEffect, useRef } from "react";
import { seatName, type Unnamed, useNumberText, withNames } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import { useMoveWords, type MoveWords } from "../../_components/game/move-words";
import type { BoardPlayer, BoardRound } from "../../_components/game/types";
import type { ReplayStep, RoundUnit } from "../_lib/replay-model";

export interface MoveListRound {
  /** The round's heading; null where the match is one scoring unit (its moves under no round's name). */
  label: string | null;
  steps: ReplayStep[];
}

type ReplayT = ReturnType<typeof useTranslations<"Replay">>;

/** "Aiko plays Curtain, takes Cherry chaff" (the stand-in's moves marked). */
export function moveText(
  t: ReplayT,
  step: ReplayStep,
  players: readonly BoardPlayer[],
  teams: readonly (readonly number[])[] | null,
  unnamed: Unnamed,
  words?: MoveWords,
): string {
  if (step.move === null) return t("deal");
  if (step.phrase && words) return words.line(step, { players, teams, mySeat: null });
  const text = withNames(step.text ?? "moves", players, teams, unnamed);
  const move = step.seat !== null ? `${seatName(players, step.seat, unnamed)} ${text}` : text;
  return step.byStandIn ? t("byStandIn", { move }) : move;
}

/** What every round's group reads besides its own steps. */
interface MoveListContext {
  unit: RoundUnit;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
  sideNames: string[];
  rounds: readonly BoardRound[];
  onJump: (step: number) => void;
}

const RoundGroup = memo(function RoundGroup({
  group,
  current,
  unit,
  players,
  teams,
  sideNames,
  rounds,
  onJump,
}: MoveListContext & {
  group: MoveListRound;
  /** The current step if it is in this round, else null (unchanged groups skip rendering). */
  current: number | null;
}) {
  const t = useTranslations("Replay");
  const sep = useTranslations("Common")("separator");
  const words = useMoveWords();
  const { signed } = useNumberText();
  const unnamed = useUnnamed();
  return (
    <li>
      {group.label === null ? null : (
        <h3 className="sticky top-0 z-10 bg-paper/95 px-2 py-1 font-sans text-xs font-bold tracking-wide text-ink-soft uppercase">
          {group.label}
        </h3>
      )}
      <ol>
        {group.steps.map((s) => {
          const ended = s.roundEnded !== null ? rounds[s.roundEnded] : undefined;
          return (
            <li key={s.index}>
              <button
                type="button"
                className={`flex w-full items-baseline gap-2 rounded-md px-2 py-1 text-left text-sm ${s.index === current ? "bg-ink text-paper" : "hover:bg-paper-deep"}`}
                aria-current={s.index === current ? "step" : undefined}
                data-step={s.index}
                onClick={() => onJump(s.index)}
              >
                <span
                  className={`w-8 shrink-0 text-right text-xs tabular-nums ${s.index === current ? "text-paper/80" : "text-ink-faint"}`}
                >
                  {s.move === null ? "" : s.move + 1}
                </span>
                <span className="min-w-0 flex-1">
                  {s.move === null ? (
                    <em>{moveText(t, s, players, teams, unnamed)}</em>
                  ) : (
                    moveText(t, s, players, teams, unnamed, words)
                  )}
                  {ended ? (
                    <span
                      className={`mt-0.5 block text-xs font-semibold ${s.index === current ? "text-kin" : "text-beni"}`}
                      data-testid="round-end-line"
                    >
                      {ended.cancelled
                        ? t("dealCancelled")
                        : t("roundOver", {
                            unit,
                            scores: sideNames.map((n, i) => `${n} ${signed(ended.scores[i] ?? 0)}`).join(sep),
                          })}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </li>
  );
});

export function MoveList({
  groups,
  current,
  ...context
}: MoveListContext & { groups: MoveListRound[]; current: number }) {
  const t = useTranslations("Replay");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>(`[data-step="${current}"]`);
    const c = box.current;
    if (!el || !c) return;
    // The move's top inside the scrolled box. (offsetTop is already measured from the box, which is positioned:
    // taking the box's own offset off again scrolled too little, and the last moves stayed below the box's edge.)
    const top = el.getBoundingClientRect().top - c.getBoundingClientRect().top + c.scrollTop;
    if (top < c.scrollTop + 24 || top + el.offsetHeight > c.scrollTop + c.clientHeight - 8)
      c.scrollTop = Math.max(0, top - c.clientHeight / 3);
  }, [current]);
  return (
    <div
      ref={box}
      className="relative max-h-[28rem] overflow-y-auto rounded-xl border border-paper-edge bg-white/70 lg:max-h-[40rem]"
      data-testid="move-list"
    >
      <ol aria-label={t("moves")}>
        {groups.map((g) => {
          const inside =
            g.steps.length > 0 && current >= g.steps[0]!.index && current <= g.steps[g.steps.length - 1]!.index;
          return (
            <RoundGroup
              key={g.steps[0]?.index ?? g.label ?? ""}
              group={g}
              current={inside ? current : null}
              {...context}
            />
          );
        })}
      </ol>
    </div>
  );
}
