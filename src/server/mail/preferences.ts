// What a player wants to hear about and how: per kind of event, the channels that carry it (the site's bell, email,
// push to their browsers), for email a rhythm (at once or in a digest), quiet hours in the player's time zone (email
// and push wait for their end), and whether to be told about a table whose page they have open. Stored as rows of
// NotificationPreference and MailSettings; absent rows are the defaults below.
import { z } from "zod";

export const CHANNELS = ["site", "email", "push"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The events a player may choose channels for, in the words of the preferences form. */
export const EVENTS = {
  turn: "Your turn",
  game_over: "A game is over",
  invitation: "An invitation to a table",
  deadline: "Your time is running out",
  tournament_round: "A tournament round starts",
} as const;
export type MailEvent = keyof typeof EVENTS;

export const RHYTHMS = { instant: "At once", hourly: "One email an hour", daily: "One email a day" } as const;
export type Rhythm = keyof typeof RHYTHMS;

/** The notification kinds that are these events (repositories/mail.ts EVENT_KINDS: an email and a push are queued for these). */
export const EVENT_OF_KIND: Readonly<Record<string, MailEvent>> = {
  your_turn: "turn",
  game_finished: "game_over",
  invitation: "invitation",
  deadline: "deadline",
  tournament_round: "tournament_round",
};

/** A turn goes by push at once and by email after TURN_EMAIL_DELAY_MS unseen (push reaches subscribed browsers only). */
export const DEFAULT_CHANNELS: Readonly<Record<MailEvent, readonly Channel[]>> = {
  turn: ["site", "email", "push"],
  game_over: ["site", "email", "push"],
  invitation: ["site", "email", "push"],
  deadline: ["site", "email", "push"],
  tournament_round: ["site", "email", "push"],
};

export interface Preferences {
  channels: Record<MailEvent, Channel[]>;
  rhythm: Rhythm;
  /** Minutes after local midnight; both null: no quiet hours. */
  quietFrom: number | null;
  quietTo: number | null;
  timeZone: string;
  /** Unsubscribed from every email. */
  stopped: boolean;
  /** Told about a table even while its page is open. */
  evenWhileOpen: boolean;
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const minuteOfDay = z
  .number({ error: "Choose a time." })
  .int()
  .min(0, { error: "Choose a time." })
  .max(1439, { error: "Choose a time." })
  .nullable();

export const preferencesInput = z
  .object({
    // An event left out keeps its channels (a form or client older than the event).
    channels: z.object(
      Object.fromEntries(
        Object.keys(EVENTS).map((e) => [
          e,
          z
            .array(z.enum(CHANNELS, { error: "Choose the site, email or push." }))
            .max(CHANNELS.length)
            .optional(),
        ]),
      ) as Record<MailEvent, z.ZodOptional<z.ZodArray<z.ZodEnum<{ [C in Channel]: C }>>>>,
    ),
    rhythm: z.enum(Object.keys(RHYTHMS) as [Rhythm, ...Rhythm[]], { error: "Choose how often." }),
    quietFrom: minuteOfDay,
    quietTo: minuteOfDay,
    timeZone: z
      .string({ error: "Choose a time zone." })
      .max(64)
      .refine(isTimeZone, { error: "This is not a time zone we know (try Europe/Paris)." }),
    stopped: z.boolean(),
    evenWhileOpen: z.boolean().default(false),
  })
  .refine((p) => (p.quietFrom === null) === (p.quietTo === null), {
    error: "Give both ends of the quiet hours, or neither.",
    path: ["quietTo"],
  });

export type PreferencesInput = z.infer<typeof preferencesInput>;

/** The minute of the day at `now` in `timeZone`. */
export function localMinute(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Minutes from local minute `from` to the next local minute `to` (1 to 1440). */
const minutesUntil = (from: number, to: number) => (((to - from) % 1440) + 1440) % 1440 || 1440;

/** When the quiet hours around `now` end, or null when `now` is not in them. */
export function quietUntil(p: Pick<Preferences, "quietFrom" | "quietTo" | "timeZone">, now: Date): Date | null {
  if (p.quietFrom === null || p.quietTo === null || p.quietFrom === p.quietTo) return null;
  const m = localMinute(now, p.timeZone);
  const inside = p.quietFrom < p.quietTo ? m >= p.quietFrom && m < p.quietTo : m >= p.quietFrom || m < p.quietTo;
  if (!inside) return null;
  const at = new Date(now.getTime() + minutesUntil(m, p.quietTo) * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** The daily digest goes at 08:00 in the player's time zone. */
export const DAILY_DIGEST_MINUTE = 8 * 60;

/** When the digest that an event at `now` joins goes out: the next full hour, or the next 08:00 local. */
export function digestTime(rhythm: Exclude<Rhythm, "instant">, timeZone: string, now: Date): Date {
  if (rhythm === "hourly") {
    const at = new Date(now.getTime() + 3_600_000);
    at.setUTCMinutes(0, 0, 0);
    return at;
  }
  const at = new Date(now.getTime() + minutesUntil(localMinute(now, timeZone), DAILY_DIGEST_MINUTE) * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
