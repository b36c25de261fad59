// Sending one push message with web-push (VAPID-signed, the payload encrypted for the browser with aes128gcm), and
// what the push service answered: taken, gone for good (404 or 410: the subscription is removed) or failed for now.
import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { PushSubscriptionRow } from "../repositories/push";
import type { PushConfig } from "./config";
import type { PushPayload } from "./message";

export type PushResult = { status: "sent" | "gone" | "failed"; response: string };

export interface PushSender {
  send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<PushResult>;
}

/** A push message outlives neither its turn nor a day: a browser offline longer gets nothing stale. */
const TTL_SECONDS = 24 * 3600;

/** `agent`: an https.Agent of its own (a test's push service with its own certificate). */
export function createPushSender(config: PushConfig, agent?: Agent): PushSender {
  return {
    async send(s, payload) {
      try {
        const r = await webpush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
            TTL: TTL_SECONDS,
            contentEncoding: "aes128gcm",
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          },
        );
        return { status: "sent", response: String(r.statusCode) };
      } catch (e) {
        if (e instanceof WebPushError)
          return {
            status: e.statusCode === 404 || e.statusCode === 410 ? "gone" : "failed",
            response: `${e.statusCode} ${e.body}`.trim(),
          };
        return { status: "failed", response: (e as Error).message };
      }
    },
  };
}
