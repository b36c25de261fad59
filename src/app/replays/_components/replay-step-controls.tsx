// The replay's moving controls: to the start or the end, a move back or forward, a round back or forward (named as
// the game names its rounds), autoplay and its speed, and the slider over every position.
import { useFormatter, useTranslations } from "next-intl";
import type { RoundUnit } from "../_lib/replay-model";
import { SPEEDS, type ReplayNavigation } from "../_lib/use-replay-navigation";

const BUTTON = "btn min-h-11 border border-paper-edge bg-white px-3 py-1.5 text-sm disabled:opacity-40";

export function ToStartButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-0`}
      onClick={() => nav.jump(0)}
      disabled={nav.step === 0}
      aria-label={t("toStart")}
      aria-keyshortcuts="Home"
      title={t("toStartTitle")}
    >
      |◀
    </button>
  );
}

export function BackButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-2`}
      onClick={() => nav.jump(nav.step - 1)}
      disabled={nav.step === 0}
      aria-label={t("backOne")}
      aria-keyshortcuts="ArrowLeft"
      title={t("backTitle")}
      data-testid="step-back"
    >
      ◀ {t("back")}
    </button>
  );
}

export function ForwardButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-2`}
      onClick={() => nav.jump(nav.step + 1)}
      disabled={nav.step === nav.last}
      aria-label={t("forwardOne")}
      aria-keyshortcuts="ArrowRight"
      title={t("forwardTitle")}
      data-testid="step-forward"
    >
      {t("next")} ▶
    </button>
  );
}

export function ToEndButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-0`}
      onClick={() => nav.jump(nav.last)}
      disabled={nav.step === nav.last}
      aria-label={t("toEnd")}
      aria-keyshortcuts="End"
      title={t("toEndTitle")}
      data-testid="to-end"
    >
      ▶|
    </button>
  );
}

/** `unit`: what the game calls a round (a hand in Sutda). */
export function RoundBackButton({ nav, unit }: { nav: ReplayNavigation; unit: RoundUnit }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={BUTTON}
      onClick={() => nav.jump(nav.prevRoundStart())}
      disabled={nav.step === 0}
      aria-label={t("roundBack", { unit })}
      aria-keyshortcuts="ArrowUp"
      title={t("roundBackTitle", { unit })}
      data-testid="round-back"
    >
      ⤒ {t("unit", { unit })}
    </button>
  );
}

export function RoundForwardButton({ nav, unit }: { nav: ReplayNavigation; unit: RoundUnit }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className={BUTTON}
      onClick={() => nav.jump(nav.nextRoundStart())}
      disabled={nav.step === nav.last}
      aria-label={t("roundForward", { unit })}
      aria-keyshortcuts="ArrowDown"
      title={t("roundForwardTitle", { unit })}
      data-testid="round-forward"
    >
      {t("unit", { unit })} ⤓
    </button>
  );
}

export function AutoplayButton({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  return (
    <button
      type="button"
      className="btn btn-primary min-h-11 px-3 py-1.5 text-sm"
      onClick={nav.togglePlay}
      aria-pressed={nav.playing}
      data-testid="autoplay"
      disabled={nav.step === nav.last && !nav.playing}
    >
      {nav.playing ? `⏸ ${t("pause")}` : `▶ ${t("play")}`}
    </button>
  );
}

export function SpeedSelect({ nav }: { nav: ReplayNavigation }) {
  const t = useTranslations("Replay");
  const format = useFormatter();
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
            {t("speedOption", { speed: s.speed, seconds: format.number(s.ms / 1000) })}
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
