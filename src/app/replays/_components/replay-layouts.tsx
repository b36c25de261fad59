// The replay's layout, one tree at every width: crossing the breakpoint (a window resized, a tablet turned) moves its
// parts with CSS and keeps them mounted, so an open disclosure stays open and the fair-shuffle check is not run again.
// At every width the first screen holds the one-line title, the step buttons, the slider, the move in words and the
// board. A wide screen (lichess's analysis board) puts the bot's answer, the other controls and the moves in a side
// column, the game's facts under the board; a phone (lichess's mobile analysis board) puts the bot's answer, the other
// controls, the game's facts and the moves under the board.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { RoundUnit } from "../_lib/replay-model";
import type { ReplayNavigation } from "../_lib/use-replay-navigation";
import { AutoplayButton, PositionSlider, SpeedSelect, StepButton, type Step } from "./replay-step-controls";

/** The step buttons of each row, in order. */
const ALL_STEPS: Step[] = ["toStart", "roundBack", "back", "forward", "roundForward", "toEnd"];
const MOVE_STEPS: Step[] = ["toStart", "back", "forward", "toEnd"];
const ROUND_STEPS: Step[] = ["roundBack", "roundForward"];

/** `steps` without the round buttons where the match is one scoring unit: there is no round to go to. */
const stepsFor = (steps: Step[], unit: RoundUnit) =>
  unit === "match" ? steps.filter((s) => !ROUND_STEPS.includes(s)) : steps;

function StepButtons({
  steps,
  nav,
  unit,
  phone = false,
}: {
  steps: Step[];
  nav: ReplayNavigation;
  unit: RoundUnit;
  /** In the phone's grid of four. */
  phone?: boolean;
}) {
  return stepsFor(steps, unit).map((step) => <StepButton key={step} nav={nav} step={step} unit={unit} phone={phone} />);
}

export interface ReplayLayoutProps {
  nav: ReplayNavigation;
  /** What the game calls a round (a hand in Sutda; "match": none, no round buttons). */
  unit: RoundUnit;
  /** The position in words (the slider's value for a screen reader). */
  position: string;
  /** The replay root's data attributes (step, steps, perspective, round). */
  data: Record<`data-${string}`, string | number>;
  /** The one-line title, above everything. */
  title: ReactNode;
  positionLine: ReactNode;
  positionView: ReactNode;
  analysisPanel: ReactNode;
  settings: ReactNode;
  moves: ReactNode;
  matchSummary: ReactNode;
  details: ReactNode;
  /**
   * A phone's controls (the screen's width, or the server's guess until it hydrates): the four move steps over the
   * board, the round steps and Play under it, the game's facts under the other controls. Only these, which hold no
   * state, change places across lg.
   */
  narrow: boolean;
}

function NoMovesNote() {
  const t = useTranslations("Replay");
  return (
    <p className="text-sm text-ink-soft" data-testid="no-moves">
      {t("noMoves")}
    </p>
  );
}

export function ReplayLayout(p: ReplayLayoutProps) {
  const { nav, unit, narrow } = p;
  const t = useTranslations("Replay");
  const noMoves = nav.last === 0;
  return (
    <div className="space-y-2 lg:space-y-3" data-testid="replay" {...p.data}>
      {p.title}
      {/* Under lg both columns are `display: contents`: their parts stack in the grid's one column, in the DOM's order
        (the keyboard's). The game's facts (no state of their own) go under the other controls there. */}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-4">
        <div className="contents lg:block lg:min-w-0 lg:space-y-3">
          {/* on a phone 8 px over the board, not the grid's 12 */}
          <section
            className="panel space-y-2 p-2 max-lg:-mb-1 lg:space-y-1.5 lg:px-3 lg:py-2"
            aria-label={t("controls")}
            data-testid="replay-controls"
          >
            {noMoves ? (
              <NoMovesNote />
            ) : narrow ? (
              <>
                <div className="grid grid-cols-[2.75rem_1fr_1fr_2.75rem] gap-1.5">
                  <StepButtons steps={MOVE_STEPS} nav={nav} unit={unit} phone />
                </div>
                <PositionSlider nav={nav} position={p.position} />
              </>
            ) : (
              <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                <StepButtons steps={ALL_STEPS} nav={nav} unit={unit} />
                <AutoplayButton nav={nav} />
                <div className="ml-1.5 min-w-40 flex-1">
                  <PositionSlider nav={nav} position={p.position} />
                </div>
              </div>
            )}
            {p.positionLine}
          </section>
          {p.positionView}
          {narrow ? null : p.details}
        </div>
        <div className="contents lg:block lg:space-y-3">
          {p.analysisPanel}
          <section
            className="panel space-y-3 p-3 lg:space-y-2"
            aria-label={t("moreControls")}
            data-testid={narrow ? "replay-more-controls" : "replay-side-controls"}
          >
            {noMoves ? null : narrow ? (
              <div className="flex flex-wrap items-center gap-1.5">
                <StepButtons steps={ROUND_STEPS} nav={nav} unit={unit} />
                <AutoplayButton nav={nav} />
                <SpeedSelect nav={nav} />
              </div>
            ) : (
              <SpeedSelect nav={nav} />
            )}
            {p.settings}
          </section>
          {narrow ? p.details : null}
          <aside className="space-y-3" aria-label={t("movesAndChecks")}>
            {p.moves}
          </aside>
        </div>
      </div>
      {p.matchSummary}
    </div>
  );
}
