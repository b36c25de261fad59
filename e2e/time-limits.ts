import { test } from "@playwright/test";

/**
 * Gives the running case `ms` to finish on a machine like the developers', and twice that on CI. A CI machine can run
 * at a third of this one's speed (the config's default limit is three times longer there): a case's own limit must
 * grow with it, or a case that sets one ends up with less time on CI than one that does not.
 */
export function allowTime(ms: number): void {
  test.setTimeout(process.env.CI ? ms * 2 : ms);
}
