// What wakes a served replay's script (replay-screen.tsx), and the reader's presses kept until it runs. It wakes on
// the reader's first act (on-intent.ts), at once where the server drew the other layout than the screen's, and when a
// part that works as it is seen (marked WAKES_WHEN_SEEN: the fairness check, the match summary) comes into view. Until
// the replay has hydrated, a button pressed in it and a replay key are kept (nothing else handles them: React could
// hydrate the button in between and press it too), and done again once it has. The replay may be revealed after
// this runs (React streams it apart from the page around it): its controls and parts are taken as they arrive.
import { EARLY_ACT, WAKES_WHEN_SEEN } from "./early-acts";
import { onFirstIntent } from "./on-intent";

/** The replay's keys (use-replay-keys.ts): kept when pressed outside a text box, a list or the slider. */
const KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "a", "A", " "]);

function isControl(t: EventTarget | null): boolean {
  return t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
}

/**
 * The button itself, or, where the replay drew it again (the screen's layout rather than the server's), the one that
 * stands for it: the same test id, else the same label.
 */
function twinOf(root: HTMLElement, button: HTMLButtonElement): HTMLButtonElement | null {
  if (button.isConnected) return button;
  const same = (b: HTMLButtonElement) =>
    button.dataset.testid
      ? b.dataset.testid === button.dataset.testid
      : b.getAttribute("aria-label") === button.getAttribute("aria-label") && b.textContent === button.textContent;
  return [...root.querySelectorAll("button")].find(same) ?? null;
}

export interface Waking {
  /** The replay has hydrated: the kept presses are done, and nothing is kept any more. */
  hydrated: () => void;
  stop: () => void;
}

/** Wakes (`wake`, once) the replay drawn in `root`, `narrow` its layout as the server drew it. */
export function wakeOnIntent(root: HTMLElement, narrow: boolean, wake: () => void): Waking {
  let woken = false;
  const once = () => {
    if (woken) return;
    woken = true;
    wake();
  };
  const kept: (() => void)[] = [];
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest("button") : null;
    if (!button || !root.contains(button) || button.disabled) return;
    // done once, here: not by React too, should it hydrate the button meanwhile
    e.stopPropagation();
    once();
    kept.push(() => twinOf(root, button)?.click());
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !KEYS.has(e.key) || isControl(e.target)) return;
    const target = e.target instanceof HTMLElement ? e.target : document.body;
    if (e.key === " " && ["BUTTON", "A"].includes(target.tagName)) return;
    e.preventDefault();
    e.stopPropagation();
    once();
    kept.push(() =>
      target.dispatchEvent(new KeyboardEvent("keydown", { key: e.key, bubbles: true, cancelable: true })),
    );
  };
  window.addEventListener("click", onClick, true);
  window.addEventListener("keydown", onKey, true);
  const listening = () => {
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("keydown", onKey, true);
  };

  const offIntent = onFirstIntent(once);
  let seen: IntersectionObserver | null = null;
  let arriving: MutationObserver | null = null;
  // The server drew the other layout than the screen's: it is drawn again once hydrated, so its controls stay
  // disabled until then (a tap on one would land on a control going away).
  if (window.matchMedia("(max-width: 1023px)").matches !== narrow) once();
  else {
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) once();
          });
    seen = observer;
    // The controls drawn disabled until presses are kept are enabled, and the parts that wake when seen watched.
    const take = () => {
      if (woken) return;
      for (const c of root.querySelectorAll<HTMLButtonElement>(`[${EARLY_ACT}]`)) c.disabled = false;
      for (const el of root.querySelectorAll(`[${WAKES_WHEN_SEEN}]`)) observer?.observe(el);
    };
    take();
    // React streams a large replay after the page around it and reveals it later, so the page's script can run
    // before the replay is in place: it is taken as it arrives.
    arriving = new MutationObserver(take);
    arriving.observe(root, { childList: true, subtree: true });
  }
  const stop = () => {
    offIntent();
    seen?.disconnect();
    arriving?.disconnect();
    listening();
  };
  return {
    hydrated: () => {
      stop();
      for (const act of kept.splice(0)) act();
    },
    stop,
  };
}
