"use client";
// The Judge player's controls under the table: the big HIT and DEFEND buttons, what the server said of the last
// press (a false start, a refusal), the idle warning and the round's timing.
import { useTranslations } from "next-intl";
import type { JudgeLiveView } from "~/server/judge/live-view";
import type { JudgeAct, MyJudgeAction } from "./judge-model";
import { useJudgeWords } from "./judge-words";
import type { JudgeGameView } from "./view";

/**
 * The keys that act: as shown (names of keys, the same in every language, not words to translate) and as
 * aria-keyshortcuts tells them to screen readers.
 */
const ACT_KEYS: Record<JudgeAct, { shown: string; aria: string }> = {
  hit: { shown: "H / J / ↑", aria: "H J ArrowUp" },
  defend: { shown: "D / F / ↓", aria: "D F ArrowDown" },
};

/** The server's answer to a press this countdown, where it has one to show: a false start (an alert) or a refusal. */
const PRESS_ANSWERS = {
  "false-start": {
    className: "rounded-lg border border-beni/40 bg-beni/5 px-3 py-2 text-sm font-semibold text-beni",
    role: "alert",
  },
  refused: {
    className: "rounded-lg border border-paper-edge bg-white/70 px-3 py-2 text-sm text-ink-soft",
    role: "status",
  },
} as const;

/** A big act button: the act's word over whose head it aims at (`head`), and its keys. */
function ActButton({
  act,
  head,
  acting,
  onAct,
}: {
  act: JudgeAct;
  head: string;
  acting: boolean;
  onAct: (act: JudgeAct) => void;
}) {
  const { t } = useJudgeWords();
  const sep = useTranslations("Common")("separator");
  return (
    <button
      type="button"
      className={`jb-act jb-act-${act}`}
      disabled={!acting}
      onClick={() => onAct(act)}
      data-testid={`judge-${act}`}
      aria-keyshortcuts={ACT_KEYS[act].aria}
    >
      <span className="text-2xl font-black tracking-wide">{t(`controls.${act}`)}</span>
      {/* a hit names the opponent: one line whatever the name's length, so the buttons keep their place on a small phone */}
      <span className={act === "hit" ? "max-w-full truncate text-xs opacity-85" : "text-xs opacity-85"}>
        {head}
        {/* The keys only where a keyboard is likely (globals.css "keyboard"); aria-keyshortcuts tells them to screen readers. */}
        <span className="hidden keyboard:inline" aria-hidden="true" data-testid={`judge-${act}-keys`}>
          {sep}
          {ACT_KEYS[act].shown}
        </span>
      </span>
    </button>
  );
}

/** `me`: the viewer's seat; `acting`: a press counts now; `current`: the live view of the position shown. */
export function JudgeControls({
  gv,
  me,
  names,
  live,
  current,
  mine,
  acting,
  onAct,
}: {
  gv: JudgeGameView;
  me: number;
  names: string[];
  live: JudgeLiveView | null;
  current: JudgeLiveView | null;
  mine: MyJudgeAction | null;
  acting: boolean;
  onAct: (act: JudgeAct) => void;
}) {
  const { t } = useJudgeWords();
  const v = gv.view;
  const top = 1 - me;
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2" data-offer={acting ? "true" : "false"}>
        <ActButton act="hit" head={t("controls.theirHead", { name: names[top]! })} acting={acting} onAct={onAct} />
        <ActButton act="defend" head={t("controls.yourHead")} acting={acting} onAct={onAct} />
      </div>
      {mine &&
      current &&
      mine.countdown === current.countdown &&
      (mine.state === "false-start" || mine.state === "refused") ? (
        <p
          className={PRESS_ANSWERS[mine.state].className}
          role={PRESS_ANSWERS[mine.state].role}
          data-testid={`judge-${mine.state}`}
        >
          {mine.message}
        </p>
      ) : null}
      {live && (live.idleRounds[me] ?? 0) >= 2 ? (
        <p className="text-sm font-semibold text-beni" data-testid="judge-idle">
          {t("controls.idle", { count: live.idleRounds[me] ?? 0, limit: live.idleLimit })}
        </p>
      ) : null}
      <p className="text-xs text-ink-faint">
        {t("controls.note", { ignored: String(v.timing.falseStart === "ignored"), ms: v.timing.windowMs })}
      </p>
    </div>
  );
}
