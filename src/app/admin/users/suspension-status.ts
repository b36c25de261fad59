// The confirmation line after suspending or lifting a suspension, saying what the server did (user-admin-service:
// sessions ended, seats in games in play forfeited to the stand-in, waiting tables left); the badge alone said little.
import type { useTranslations } from "next-intl";

type T = ReturnType<typeof useTranslations<"AdminUsers">>;

/** What admin.suspend reports besides the account. */
export interface SuspendOutcome {
  sessionsEnded: number;
  gamesHandedOver: number;
  tablesLeft: number;
}

/** "Aki Sato is suspended: signed out everywhere (2 sessions ended); …". */
export function suspendedStatus(t: T, name: string, r: SuspendOutcome): string {
  const done = [t("sessionsEnded", { count: r.sessionsEnded })];
  done.push(r.gamesHandedOver > 0 ? t("gamesHandedOver", { count: r.gamesHandedOver }) : t("noGameHandedOver"));
  if (r.tablesLeft > 0) done.push(t("tablesLeft", { count: r.tablesLeft }));
  return t("suspended", { name, done: done.join(t("separator")) });
}

/** Lifting a suspension only lets the account sign in again: seats already handed over stay with the stand-in. */
export function unsuspendedStatus(t: T, name: string): string {
  return t("unsuspended", { name });
}
