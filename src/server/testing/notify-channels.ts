// Every channel a player may be told by, real: a real SMTP server (smtp-server), a real push service that the test
// decrypts as the browser would, and the site's own notification list. A listener is a player with a confirmed
// address, one subscribed browser and the channels a test chooses for each event; the queue runs every job kind.
import type { ParsedMail } from "mailparser";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { gameJobHandlers } from "../games/job-handlers";
import { runDueJobs } from "../jobs/worker";
import type { MailConfig } from "../mail/config";
import { mailJobHandlers } from "../mail/job-handlers";
import { DEFAULT_CHANNELS, type Channel, type MailEvent } from "../mail/preferences";
import { pushJobHandlers } from "../push/job-handlers";
import { tournamentJobHandlers } from "../tournaments/job-handlers";
import { callerFor, testBus } from "./context";
import { instantPreferences } from "./preferences";
import { startTestPushService, TestBrowserKeys, type TestPushService } from "./push-service";
import { mailTo, startTestSmtp, TEST_SECRET, testMailConfig, type TestSmtp } from "./smtp";

export interface Outlets {
  smtp: TestSmtp;
  push: TestPushService;
  config: MailConfig;
  close(): Promise<void>;
}

export async function startOutlets(): Promise<Outlets> {
  process.env.AUTH_SECRET = TEST_SECRET;
  const [smtp, push] = await Promise.all([startTestSmtp(), startTestPushService()]);
  const config = testMailConfig(smtp);
  return { smtp, push, config, close: async () => void (await Promise.all([smtp.close(), push.close()])) };
}

/** Runs every due job at `now` (games, tournaments, email, push), as the site's worker would. */
export function runAll(db: Db, o: Outlets, now = new Date()) {
  const handlers = {
    ...gameJobHandlers(testBus(db)),
    ...tournamentJobHandlers(testBus(db)),
    ...mailJobHandlers(o.config),
    ...pushJobHandlers(o.push.agent),
  };
  return runDueJobs({ db, handlers, now });
}

export interface Received {
  emails: ParsedMail[];
  pushes: { title: string; body: string; url: string }[];
  /** The kinds of the notifications the site shows (the list, with the kinds switched off the site left out). */
  site: string[];
}

export interface Listener {
  user: SessionUser;
  /** What reached the player so far, by each channel. */
  received(): Promise<Received>;
}

/**
 * Makes `user` a listener: their address confirmed, a browser subscribed, and `channels` for the events named (the
 * defaults for the others).
 */
export async function listen(
  db: Db,
  o: Outlets,
  user: SessionUser & { email: string },
  channels: Partial<Record<MailEvent, Channel[]>>,
): Promise<Listener> {
  await db.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
  const api = callerFor(db, user);
  const browser = new TestBrowserKeys();
  const path = `/browser-${user.id}`;
  await api.push.subscribe({ endpoint: o.push.endpoint(path), keys: browser.keys });
  const all = Object.fromEntries(Object.entries(DEFAULT_CHANNELS).map(([e, c]) => [e, [...c]])) as Record<
    MailEvent,
    Channel[]
  >;
  await api.email.setPreferences(instantPreferences({ ...all, ...channels }));
  return {
    user,
    received: async () => ({
      emails: mailTo(o.smtp, user.email),
      pushes: o.push.requests
        .filter((r) => r.path === path)
        .map((r) => JSON.parse(browser.decrypt(r.body)) as Received["pushes"][number]),
      site: (await api.notification.list({})).items.map((n) => n.kind),
    }),
  };
}
