"use client";
// The bracket's sideways scroll, with the cue a phone needs: the rounds to the side fade out at the edge while more
// lies that way, and a line under the bracket says to swipe. Without them a phone showed the first round whole and the
// later rounds out of sight, with nothing to tell they were there.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";

/** More than this many pixels out of sight counts as more to see (a sub-pixel rounding is not). */
const SLACK = 2;

/** The panel's own colour (globals.css .panel over the paper), so the fade reads as the panel's edge. */
const FADE = "from-[rgb(254_250_242)]";

export function BracketScroll({ children }: { children: ReactNode }) {
  const t = useTranslations("Tournaments");
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > SLACK;
      const right = el.scrollWidth - el.clientWidth - el.scrollLeft > SLACK;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, []);

  const edge = "pointer-events-none absolute inset-y-0 w-10 to-transparent";
  return (
    <div data-testid="bracket-drawing" data-more-left={String(more.left)} data-more-right={String(more.right)}>
      <div className="relative">
        <div ref={scroller} className="overflow-x-auto" data-testid="bracket-scroller">
          {children}
        </div>
        <div
          aria-hidden="true"
          className={`${edge} left-0 bg-gradient-to-r ${FADE}`}
          hidden={!more.left}
          data-testid="bracket-more-left"
        />
        <div
          aria-hidden="true"
          className={`${edge} right-0 bg-gradient-to-l ${FADE}`}
          hidden={!more.right}
          data-testid="bracket-more-right"
        />
      </div>
      {more.left || more.right ? (
        <p className="mt-2 text-sm text-ink-soft" data-testid="bracket-swipe">
          {t("bracket.swipe")}
        </p>
      ) : null}
    </div>
  );
}
