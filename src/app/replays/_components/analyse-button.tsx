"use client";
// The button that asks for the bot's analysis of the position shown (also the "a" key), in the panel and the viewer.
// A pointer over it or its focus starts loading the answer's code (analysis-answer.tsx, not on the replay's first
// load), so that a press waits for the bot alone.
import { useTranslations } from "next-intl";
import { useEarlyAct } from "../_lib/early-acts";

export const loadAnalysisAnswer = () => import("./analysis-answer");

const preload = () => void loadAnalysisAnswer();

export function AnalyseButton({ onClick, size, testId }: { onClick: () => void; size: string; testId: string }) {
  const t = useTranslations("ReplayAnalysis");
  const early = useEarlyAct();
  return (
    <button
      type="button"
      className={`btn btn-primary ${size} px-3 py-1.5 text-sm`}
      onClick={onClick}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      aria-keyshortcuts="a"
      title={t("analyseTitle")}
      data-testid={testId}
      {...early.attrs(true)}
    >
      {t("analyse")}
    </button>
  );
}
