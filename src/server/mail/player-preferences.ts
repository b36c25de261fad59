// A player's preferences as stored, with the defaults filled in; saving them; and turning email off from a link.
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import {
  findMailRecipient,
  findPreferences,
  savePreferences,
  stopAllEmails,
  stopEventEmails,
} from "../repositories/mail";
import { countPushSubscriptions } from "../repositories/push";
import type { MailPreferencesView } from "../views/mail";
import { mailIsOn } from "./config";
import {
  CHANNELS,
  DEFAULT_CHANNELS,
  EVENTS,
  RHYTHMS,
  type Channel,
  type MailEvent,
  type Preferences,
  type PreferencesInput,
  type Rhythm,
} from "./preferences";

const isChannel = (c: string): c is Channel => (CHANNELS as readonly string[]).includes(c);
export const isMailEvent = (e: string): e is MailEvent => Object.hasOwn(EVENTS, e);

export async function preferencesOf(db: Db, userId: string): Promise<Preferences> {
  const stored = await findPreferences(db, userId);
  const channels = Object.fromEntries(
    (Object.keys(EVENTS) as MailEvent[]).map((e) => [e, [...DEFAULT_CHANNELS[e]]]),
  ) as Record<MailEvent, Channel[]>;
  for (const row of stored.channels) if (isMailEvent(row.event)) channels[row.event] = row.channels.filter(isChannel);
  const s = stored.settings;
  return {
    channels,
    rhythm: s && Object.hasOwn(RHYTHMS, s.rhythm) ? (s.rhythm as Rhythm) : "instant",
    quietFrom: s?.quietFrom ?? null,
    quietTo: s?.quietTo ?? null,
    timeZone: s?.timeZone ?? "UTC",
    stopped: s?.stoppedAt != null,
    evenWhileOpen: s?.evenWhileOpen ?? false,
  };
}

export async function setPreferences(db: Db, userId: string, input: PreferencesInput, now: Date): Promise<Preferences> {
  await savePreferences(db, userId, input, now);
  return preferencesOf(db, userId);
}

/** Email off for `scope` (an event, or "all"). */
export async function stopEmails(db: Db, userId: string, scope: MailEvent | "all", now: Date): Promise<void> {
  if (scope === "all") await stopAllEmails(db, userId, now);
  else await stopEventEmails(db, userId, scope, [...DEFAULT_CHANNELS[scope]]);
}

/** The preferences form's view: the preferences with the address, whether it is confirmed, and whether email is on. */
export async function preferencesView(db: Db, userId: string, prefs?: Preferences): Promise<MailPreferencesView> {
  const user = await findMailRecipient(db, userId);
  if (!user) throw new DomainError("NOT_FOUND", "noSuchAccount");
  return {
    ...(prefs ?? (await preferencesOf(db, userId))),
    email: user.email,
    confirmed: user.emailVerified !== null,
    mailOn: mailIsOn(),
    pushDevices: await countPushSubscriptions(db, userId),
  };
}
