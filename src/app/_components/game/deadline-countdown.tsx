"use client";
// The time left for the move, in the page's language: "4:59", "2 hours, 10 minutes", "3 days, 4 hours"; red in the last minute (or
// last tenth of a long limit). Computed in the browser only, so the server render never disagrees with the clock;
// the tooltip's date, in the browser's zone, likewise. A board loads it when its game has a clock (board-chrome.tsx).
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { TimeLeft, useFormatLeft } from "./format-left";

// The tooltip is set in the browser only, so the browser's own wording of a date is the one to use; English as the
// site's dates write it, British (a 24-hour clock), without the shared date module on the table page.
const DEADLINE_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };

/** `owner` names whose time runs ("You", "Botan"), shown before the time so nobody reads the opponent's clock as theirs. */
export function DeadlineCountdown({
  deadlineAt,
  mine,
  label,
  owner = null,
}: {
  deadlineAt: Date | string | null;
  mine: boolean;
  label?: string;
  owner?: string | null;
}) {
  const t = useTranslations("Clock");
  const sep = useTranslations("Common")("separator");
  const locale = useLocale();
  const formatLeft = useFormatLeft();
  const [now, setNow] = useState<number | null>(null);
  const at = deadlineAt === null ? null : new Date(deadlineAt).getTime();
  useEffect(() => {
    if (at === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const left = at - Date.now();
    // Seconds matter only in the last hour; then once a minute is enough.
    const id = setInterval(tick, left < 3_600_000 ? 1000 : 30_000);
    return () => clearInterval(id);
  }, [at]);
  if (at === null) return null;
  const left = now === null ? null : at - now;
  const urgent = left !== null && left < 60_000;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm max-sm:min-w-0 max-sm:px-2 font-semibold tabular-nums ${
        urgent ? "bg-beni text-paper" : mine ? "bg-kin/25 text-ink" : "bg-paper-deep text-ink-soft"
      }`}
      data-testid="deadline"
      title={
        now === null ? undefined : new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, DEADLINE_DATE).format(at)
      }
    >
      {/* the room between the parts is each part's margin, not a flex gap: after Japanese's 「・」 a gap read as a
          space ("Botan・ 59:57"); where the separator ends with a space (" · "), a flex item drops it and the owner's
          margin stands for it */}
      <svg viewBox="0 0 16 16" className="mr-1.5 h-3.5 w-3.5 shrink-0" aria-hidden="true">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 5.5V9l2.2 1.6M6 1.5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
      {/* the label's punctuation is the language's ("Time left: ", "Temps restant : ", "残り時間：") */}
      <span className="sr-only">{t("labelled", { label: label ?? t("timeLeft") })}</span>
      {owner ? (
        <span
          className={`max-w-[7rem] min-w-0 truncate font-normal${/\s$/.test(sep) ? " mr-1.5" : ""}`}
          data-testid="deadline-owner"
          aria-hidden="true"
        >
          {owner}
          {sep}
        </span>
      ) : null}
      {/* under md: "2 days 23 h", "5 h 10 min", heard in words (the status line is one line on a phone, the owner's
          name cut before the time; at 640 px French's "2 jours et 23 heures" put the clock on a second line) */}
      <span className="shrink-0 whitespace-nowrap">
        {left === null
          ? "…"
          : left <= 0
            ? t("timeUp")
            : (() => {
                const [full, short] = [formatLeft(left), formatLeft(left, true)];
                if (full === short) return full;
                return (
                  <>
                    <span className="max-md:hidden">{full}</span>
                    <span className="md:hidden">
                      <TimeLeft full={full} short={short} />
                    </span>
                  </>
                );
              })()}
      </span>
    </span>
  );
}
