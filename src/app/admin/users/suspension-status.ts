// The confirmation line after suspending or lifting a suspension, saying what the server did (user-admin-service:
// sessions ended, seats in games in play forfeited to the stand-in, waiting tables left); the badge alone said little.

/** What admin.suspend reports besides the account. */
export interface SuspendOutcome {
  sessionsEnded: number;
  gamesHandedOver: number;
  tablesLeft: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Aki Sato is suspended: signed out everywhere (2 sessions ended); …". */
export function suspendedStatus(who: string, r: SuspendOutcome): string {
  const done = [`signed out everywhere (${count(r.sessionsEnded, "session", "sessions")} ended)`];
  done.push(
    r.gamesHandedOver > 0
      ? `the stand-in now plays their seat in ${count(r.gamesHandedOver, "game", "games")} in play`
      : "no game in play to hand over",
  );
  if (r.tablesLeft > 0) done.push(`removed from ${count(r.tablesLeft, "table", "tables")} waiting for players`);
  return `${who} is suspended: ${done.join("; ")}. They cannot sign in until you lift the suspension.`;
}

/** Lifting a suspension only lets the account sign in again: seats already handed over stay with the stand-in. */
export function unsuspendedStatus(who: string): string {
  return `${who} can sign in again: the suspension is lifted. Seats handed to the stand-in stay with it.`;
}
