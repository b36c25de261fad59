// The replay's moving controls: to the start or the end, a move back or forward, a round back or forward (named as
// the game names its rounds), autoplay and its speed, and the slider over every position.
import { SPEEDS, type ReplayNavigation } from "../_lib/use-replay-navigation";

const BUTTON = "btn min-h-11 border border-paper-edge bg-white px-3 py-1.5 text-sm disabled:opacity-40";

export function ToStartButton({ nav }: { nav: ReplayNavigation }) {
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-0`}
      onClick={() => nav.jump(0)}
      disabled={nav.step === 0}
      aria-label="To the start"
      aria-keyshortcuts="Home"
      title="Start (Home)"
    >
      |◀
    </button>
  );
}

export function BackButton({ nav }: { nav: ReplayNavigation }) {
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-2`}
      onClick={() => nav.jump(nav.step - 1)}
      disabled={nav.step === 0}
      aria-label="Back one move"
      aria-keyshortcuts="ArrowLeft"
      title="Back (←)"
      data-testid="step-back"
    >
      ◀ Back
    </button>
  );
}

export function ForwardButton({ nav }: { nav: ReplayNavigation }) {
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-2`}
      onClick={() => nav.jump(nav.step + 1)}
      disabled={nav.step === nav.last}
      aria-label="Forward one move"
      aria-keyshortcuts="ArrowRight"
      title="Forward (→)"
      data-testid="step-forward"
    >
      Next ▶
    </button>
  );
}

export function ToEndButton({ nav }: { nav: ReplayNavigation }) {
  return (
    <button
      type="button"
      className={`${BUTTON} max-lg:px-0`}
      onClick={() => nav.jump(nav.last)}
      disabled={nav.step === nav.last}
      aria-label="To the end"
      aria-keyshortcuts="End"
      title="End (End)"
      data-testid="to-end"
    >
      ▶|
    </button>
  );
}

/** `word`: the game's name for a round ("Hand" in Sutda). */
export function RoundBackButton({ nav, word }: { nav: ReplayNavigation; word: string }) {
  return (
    <button
      type="button"
      className={BUTTON}
      onClick={() => nav.jump(nav.prevRoundStart())}
      disabled={nav.step === 0}
      aria-label={`To the ${word.toLowerCase()}'s start`}
      aria-keyshortcuts="ArrowUp"
      title={`${word} start (↑)`}
      data-testid="round-back"
    >
      ⤒ {word}
    </button>
  );
}

export function RoundForwardButton({ nav, word }: { nav: ReplayNavigation; word: string }) {
  const lower = word.toLowerCase();
  return (
    <button
      type="button"
      className={BUTTON}
      onClick={() => nav.jump(nav.nextRoundStart())}
      disabled={nav.step === nav.last}
      aria-label={`To the next ${lower}`}
      aria-keyshortcuts="ArrowDown"
      title={`Next ${lower} (↓)`}
      data-testid="round-forward"
    >
      {word} ⤓
    </button>
  );
}

export function AutoplayButton({ nav }: { nav: ReplayNavigation }) {
  return (
    <button
      type="button"
      className="btn btn-primary min-h-11 px-3 py-1.5 text-sm"
      onClick={nav.togglePlay}
      aria-pressed={nav.playing}
      data-testid="autoplay"
      disabled={nav.step === nav.last && !nav.playing}
    >
      {nav.playing ? "⏸ Pause" : "▶ Play"}
    </button>
  );
}

export function SpeedSelect({ nav }: { nav: ReplayNavigation }) {
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="text-ink-soft">Speed</span>
      <select
        className="min-h-11 rounded-md border border-paper-edge bg-white px-2 py-1.5"
        value={nav.speed}
        onChange={(e) => nav.setSpeed(Number(e.target.value))}
        data-testid="speed"
      >
        {SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `position`: the position in words, which a screen reader says for the slider's value. */
export function PositionSlider({ nav, position }: { nav: ReplayNavigation; position: string }) {
  return (
    <div className="flex items-center gap-3">
      <input
        type="range"
        min={0}
        max={nav.last}
        value={nav.step}
        onChange={(e) => nav.jump(Number(e.target.value))}
        className="min-w-0 flex-1 accent-[#9e1b1e]"
        aria-label="Position in the game"
        aria-valuetext={position}
        data-testid="position-slider"
      />
      <span className="shrink-0 text-sm text-ink-soft tabular-nums" data-testid="position-count">
        {nav.step} / {nav.last}
      </span>
    </div>
  );
}
