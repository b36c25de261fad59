// The replay's moving controls: to the start or the end, a move back or forward, a round back or forward (named as
// the game names its rounds), autoplay and its speed, and the slider over every position.
import { useTranslations } from "next-intl";
import { useDigits } from "~/app/_lib/use-digits";
import type { ReactNode } from "react";
import type { Translator } from "~/app/_lib/translator";
import { useEarlyAct } from "../_lib/early-acts";
import type { RoundUnit } from "../_lib/replay-model";
import { SPEEDS, type ReplayNavigation } from "../_lib/use-replay-navigation";

// A 44 px target at the least, however narrow the row.
const BUTTON = "btn min-h-11 min-w-11 border border-paper-edge bg-white py-1.5 text-sm disabled:opacity-40";

interface StepSpec {
  /** The padding in the phone's grid of four (replay-layouts.tsx), whose columns give the buttons their width. */
  phonePadding?: string;
  /** The step the button goes to from `step` (the one asked last). */
  to: (nav: ReplayNavigation, step: number) => number;
  /** The end of the replay where the button has nowhere to go. */
  stopsAt: "first" | "last";
  label: string;
  title: string;
  keys: string;
  testId?: string;
  face: (t: Translator, unit: RoundUnit) => ReactNode;
}

const STEPS = {
  toStart: {
    phonePadding: "px-0",
    to: () => 0,
    stopsAt: "first",
    label: "toStart",
    title: "toStartTitle",
    keys: "Home",
    face: () => "|◀",
  },
  back: {
    phonePadding: "px-2",
    to: (_nav, step) => step - 1,
    stopsAt: "first",
    label: "backOne",
    title: "backTitle",
    keys: "ArrowLeft",
    testId: "step-back",
    face: (t) => <>◀ {t("back")}</>,
  },
  forward: {
    phonePadding: "px-2",
    to: (_nav, step) => step + 1,
    stopsAt: "last",
    label: "forwardOne",
    title: "forwardTitle",
    keys: "ArrowRight",
    testId: "step-forward",
    face: (t) => <>{t("next")} ▶</>,
  },
  toEnd: {
    phonePadding: "px-0",
    to: (nav) => nav.last,
    stopsAt: "last",
    label: "toEnd",
    title: "toEndTitle",
    keys: "End",
    testId: "to-end",
    face: () => "▶|",
  },
  roundBack: {
    to: (nav, step) => nav.prevRoundStart(step),
    stopsAt: "first",
    label: "roundBack",
    title: "roundBackTitle",
    keys: "ArrowUp",
    testId: "round-back",
    face: (t, unit) => <>⤒ {t("unit", { unit })}</>,
  },
  roundForward: {
    to: (nav, step) => nav.nextRoundStart(step),
    stopsAt: "last",
    label: "roundForward",
    title: "roundForwardTitle",
    keys: "ArrowDown",
    testId: "round-forward",
    face: (t, unit) => <>{t("unit", { unit })} ⤓</>,
  },
} satisfies Record<string, StepSpec>;

export type Step = keyof typeof STEPS;

/**
 * A button that moves the replay one way; `unit`: what the game calls a round (a hand in Sutda); `phone`: in the phone's
 * grid of step buttons.
 */
export function StepButton({
  nav,
  step,
  unit,
  phone = false,
}: {
  nav: ReplayNavigation;
  step: Step;
  unit: RoundUnit;
  phone?: boolean;
}) {
  const t = useTranslations("Replay");
  const spec: StepSpec = STEPS[step];
  // disabled until the page's script runs, or keeps a tap until then: a tap before would be lost
  const early = useEarlyAct();
  return (
    <button
      type="button"
      className={`${BUTTON} ${(phone && spec.phonePadding) || "px-3"}`}
      onClick={() => nav.jump((s) => spec.to(nav, s))}
      {...early.attrs(nav.step !== (spec.stopsAt === "first" ? 0 : nav.last))}
      aria-label={t(spec.label, { unit })}
      aria-keyshortcuts={spec.keys}
      title={t(spec.title, { unit })}
      data-testid={spec.testId}
    >
      {spec.face(t, unit)}
    </button>
  );
}

export function AutoplayButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  const early = useEarlyAct();
  return (
    <button
      type="button"
      className="btn btn-primary min-h-11 px-3 py-1.5 text-sm"
      onClick={nav.togglePlay}
      aria-pressed={nav.playing}
      data-testid="autoplay"
      {...early.attrs(nav.step !== nav.last || nav.playing)}
    >
      {nav.playing ? `⏸ ${t("pause")}` : `▶ ${t("play")}`}
    </button>
  );
}

export function SpeedSelect({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  const digits = useDigits();
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="text-ink-soft">{t("speed")}</span>
      <select
        className="min-h-11 rounded-md border border-paper-edge bg-white px-2 py-1.5"
        value={nav.speed}
        onChange={(e) => nav.setSpeed(Number(e.target.value))}
        data-testid="speed"
      >
        {SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {t("speedOption", { speed: s.speed, seconds: digits(s.ms / 1000) })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `position`: the position in words, which a screen reader says for the slider's value. */
export function PositionSlider({ nav, position }: { nav: ReplayNavigation; position: string }) {
  const t = useTranslations("Replay");
  return (
    <div className="flex items-center gap-3">
      <input
        type="range"
        min={0}
        max={nav.last}
        value={nav.step}
        onChange={(e) => nav.jump(Number(e.target.value))}
        className="min-w-0 flex-1 accent-[#9e1b1e]"
        aria-label={t("positionSlider")}
        aria-valuetext={position}
        data-testid="position-slider"
      />
      <span className="shrink-0 text-sm text-ink-soft tabular-nums" data-testid="position-count">
        {nav.step} / {nav.last}
      </span>
    </div>
  );
}
