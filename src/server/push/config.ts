// Web Push's configuration: the VAPID key pair the push services check our requests with, from the validated
// environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) or, when unset, generated once and kept in the database, so push
// works with no configuration and every process sharing the database signs with the same key. The subject is the
// contact the push services see: VAPID_SUBJECT, else the site's https address, else an address at its host name.
import webpush from "web-push";
import type { Db } from "../db/client";
import { env as processEnv, type Env } from "../../env";
import { storedPushKeys } from "../repositories/push";
import { siteBaseUrl } from "../mail/config";

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Where the keys come from, for the start-up line and the admin overview. */
  source: "environment" | "database";
  /** Pushes per recipient per hour; more wait for the next hour. */
  perHour: number;
}

export const PUSH_PER_HOUR = 60;

function subjectOf(e: Env): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const base = new URL(siteBaseUrl(e));
  return base.protocol === "https:" ? base.origin : `mailto:hanafuda@${base.hostname}`;
}

/** The configuration: the environment's keys, or the database's (stored on first use). */
export async function loadPushConfig(db: Db, e: Env = processEnv()): Promise<PushConfig> {
  const subject = subjectOf(e);
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject,
      source: "environment",
      perHour: PUSH_PER_HOUR,
    };
  const keys = await storedPushKeys(db, webpush.generateVAPIDKeys());
  return { ...keys, subject, source: "database", perHour: PUSH_PER_HOUR };
}

let cached: { db: Db; config: Promise<PushConfig> } | undefined;
/** The process's configuration, read once per database client (the keys never change while it runs). */
export function pushConfig(db: Db): Promise<PushConfig> {
  if (cached?.db !== db) {
    const config = loadPushConfig(db);
    cached = { db, config };
    config.catch(() => (cached = undefined));
  }
  return cached.config;
}

/** The start-up line: where the keys come from. */
export function pushStartupLine(config: PushConfig): string {
  return config.source === "environment"
    ? "  push: on, VAPID keys from the environment"
    : "  push: on, VAPID keys generated and kept in the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to choose them)";
}
