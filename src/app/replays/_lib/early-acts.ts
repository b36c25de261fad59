"use client";
// A served replay stays its server HTML until the reader first acts (replay-screen.tsx): its controls then act through
// a script not loaded yet. Under EarlyActsKept the page keeps a press made before (a button's, a replay key) and does
// it once the replay has hydrated, so the controls may show before their script: each marks itself (EARLY_ACT) to be
// enabled as soon as the page listens for such presses.
import { createContext, useContext } from "react";
import { useHydrated } from "~/app/_lib/use-hydrated";

export const EarlyActsKept = createContext(false);

/** The attribute of a control disabled only until the page listens for early presses. */
export const EARLY_ACT = "data-early-act";

/** The attribute of a part that works as it is seen (the fairness check, the match summary): seen, it wakes the page. */
export const WAKES_WHEN_SEEN = "data-wakes-when-seen";

/**
 * Whether a control that acts through the page's script is drawn (`shown`: hydrated, or its press kept until then),
 * and the attributes of one that would be enabled once hydrated: disabled, marked to be enabled when presses are kept.
 */
export function useEarlyAct(): { shown: boolean; attrs: (enabledOnceHydrated: boolean) => Record<string, unknown> } {
  const hydrated = useHydrated();
  const kept = useContext(EarlyActsKept);
  return {
    shown: hydrated || kept,
    attrs: (enabled) => ({
      disabled: !hydrated || !enabled,
      [EARLY_ACT]: !hydrated && kept && enabled ? "" : undefined,
    }),
  };
}
