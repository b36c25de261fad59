"use client";
// "What would the bot play?" (replay.analyse): at a position of a finished game where a seat chooses, the bot's
// answer for that seat's view (analysis-answer.tsx, loaded when asked or the button is pointed at). Asked
// with the Analyse button or the A key (the viewer's keyboard handler). Asked, the panel comes into view (the answer
// shows where the player looks); asked with the button, which then goes, focus moves to the panel, whose answer is
// said politely.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Suspense, useEffect, useRef, useState } from "react";
import { seatName } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import type { BoardPlayer } from "../../_components/game/types";
import { AnalyseButton, loadAnalysisAnswer } from "./analyse-button";

const AnalysisAnswer = dynamic(() => loadAnalysisAnswer().then((m) => m.AnalysisAnswer));

export interface AnalysisPanelProps {
  gameId: string;
  step: number;
  /** The seat that chooses at this position. */
  seat: number;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
  /** The player asked for this position (button or key). */
  asked: boolean;
  onAsk: () => void;
}

export function AnalysisPanel(props: AnalysisPanelProps) {
  const { step, seat, players, asked, onAsk } = props;
  const t = useTranslations("ReplayAnalysis");
  const unnamed = useUnnamed();
  const name = seatName(players, seat, unnamed);
  const sectionRef = useRef<HTMLElement>(null);
  // Asked while shown (the button or the A key; not a position asked before and stepped back to): into view, and again
  // when the answer comes (the ranked moves make the panel taller: on a phone they would fall below the screen).
  const [askedAtMount] = useState(asked);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!asked || askedAtMount) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [asked, askedAtMount, answered]);
  const askHere = () => {
    onAsk();
    // the button goes: focus moves to the panel rather than to the page's start
    sectionRef.current?.focus({ preventScroll: true });
  };
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="panel scroll-mt-3 space-y-2 p-3"
      aria-labelledby="analysis-heading"
      data-testid="analysis-panel"
      data-step={step}
    >
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
        <h2 id="analysis-heading" className="font-sans text-sm font-bold">
          {t("heading")}
        </h2>
        {!asked ? <AnalyseButton onClick={askHere} size="min-h-10" testId="analyse" /> : null}
      </div>
      <p className="text-xs text-ink-soft">{t("chooser", { name })}</p>
      <div aria-live="polite">
        {/* its own boundary: the answer's code loading does not hide the replay (and the panel's focus) */}
        {asked ? (
          <Suspense fallback={null}>
            <AnalysisAnswer {...props} onAnswered={setAnswered} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
