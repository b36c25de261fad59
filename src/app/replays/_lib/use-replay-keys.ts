"use client";
// The replay's keyboard, anywhere on the page but in a text box, a list or the slider: ← → a move, ↑ ↓ a round (where
// the match has rounds: else they scroll the page), Home End the ends, Space plays or pauses (not on a button, which
// Space presses), A asks the bot where it may.
import { useEffect } from "react";
import type { ReplayNavigation } from "./use-replay-navigation";

/** Is the key meant for a control (a text box, a list, the slider) rather than for the replay? */
function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/** `rounds`: ↑ ↓ step by round (false where the match is one scoring unit). */
export function useReplayKeys(nav: ReplayNavigation, analyse: (() => void) | null, rounds = true): void {
  useEffect(() => {
    const { last, jump } = nav;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || keyBelongsToControl(e.target)) return;
      const onButton = e.target instanceof HTMLElement && (e.target.tagName === "BUTTON" || e.target.tagName === "A");
      let handled = true;
      switch (e.key) {
        case "ArrowLeft":
          jump((s) => s - 1);
          break;
        case "ArrowRight":
          jump((s) => s + 1);
          break;
        case "ArrowUp":
          if (rounds) jump((s) => nav.prevRoundStart(s));
          else handled = false;
          break;
        case "ArrowDown":
          if (rounds) jump((s) => nav.nextRoundStart(s));
          else handled = false;
          break;
        case "Home":
          jump(0);
          break;
        case "End":
          jump(last);
          break;
        case "a":
        case "A":
          if (analyse) analyse();
          else handled = false;
          break;
        case " ":
          if (onButton) handled = false;
          else nav.togglePlay();
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
}
