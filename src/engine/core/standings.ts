// Who leads a list of totals (a game's winner by cumulative points).

/** The one side with the highest total, or null when several share it. */
export function soleHighest(totals: readonly number[]): number | null {
  let best = 0;
  let tie = false;
  for (let s = 1; s < totals.length; s++) {
    if (totals[s]! > totals[best]!) {
      best = s;
      tie = false;
    } else if (totals[s] === totals[best]) tie = true;
  }
  return tie ? null : best;
}
