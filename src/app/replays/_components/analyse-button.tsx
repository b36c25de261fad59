"use client";
// The button that asks for the bot's analysis of the position shown (also the "a" key), in the panel and the viewer.
import { useTranslations } from "next-intl";

export function AnalyseButton({ onClick, size, testId }: { onClick: () => void; size: string; testId: string }) {
  const t = useTranslations("ReplayAnalysis");
  return (
    <button
      type="button"
      className={`btn btn-primary ${size} px-3 py-1.5 text-sm`}
      onClick={onClick}
      aria-keyshortcuts="a"
      title={t("analyseTitle")}
      data-testid={testId}
    >
      {t("analyse")}
    </button>
  );
}
