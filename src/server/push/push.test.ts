// Web Push with real parts: web-push sends to a push service started by the test (HTTPS on this machine), and the
// test decrypts each message as the browser would, with the subscription's own keys (RFC 8291, aes128gcm), checks the
// VAPID signature, reads the payload (a title, a sentence, a link: never a card) and sees a gone browser forgotten.
import { createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ALL_CARDS, CARD_CODES } from "~/engine/core/cards";
import { cardLabel } from "~/engine/core/card-names";
import { Rng } from "~/engine/core/rng";
import type { Db } from "../db/client";
import { runDueJobs } from "../jobs/worker";
import { queueEventPushes } from "../repositories/push";
import { callerFor, createTestUser } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { playUntilTurnOf, startTable } from "../testing/play";
import { instantPreferences } from "../testing/preferences";
import { startTestPushService, TestBrowserKeys, type TestPushService } from "../testing/push-service";
import type { PreferencesInput } from "../mail/preferences";
import webpush from "web-push";
import { parseEnv } from "~/env";
import { loadPushConfig } from "./config";
import { pushJobHandlers } from "./job-handlers";

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(() => service.close());
// One push service for both databases' runs: each test counts only what it sent.
beforeEach(() => {
  service.requests.length = 0;
});

const run = (db: Db, now = new Date()) => runDueJobs({ db, handlers: pushJobHandlers(service.agent), now });
const sentTo = (path: string) => service.requests.filter((r) => r.path === path);
/** A notification stored as an invitation is, with its push job. */
async function notify(db: Db, userId: string, text: string) {
  const n = await db.notification.create({ data: { userId, kind: "invitation", text, href: "/table/t1" } });
  await queueEventPushes(db, [n.id]);
}
const preferences = (over: Partial<PreferencesInput> = {}) =>
  instantPreferences(
    {
      turn: ["site", "email", "push"],
      game_over: ["site", "email", "push"],
      invitation: ["site", "push"],
      deadline: ["site", "email", "push"],
      tournament_round: ["site", "email", "push"],
    },
    over,
  );

/** Checks the VAPID header's JWT (ES256) against its own key; returns the key and the claims. */
function vapidOf(authorization: string | string[] | undefined) {
  const m = /^vapid t=([^,]+), k=(\S+)$/.exec(String(authorization));
  if (!m) throw new Error(`not a VAPID header: ${String(authorization)}`);
  const [header, claims, signature] = m[1]!.split(".") as [string, string, string];
  const point = Buffer.from(m[2]!, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  return { ok, publicKey: m[2]!, claims: JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string } };
}

describeWithDatabase("web push", (t) => {
  it("makes the VAPID keys once and keeps them in the database, unless the environment sets them", async () => {
    const { db } = t();
    const first = await loadPushConfig(db, parseEnv({}));
    const again = await loadPushConfig(db, parseEnv({ NEXTAUTH_URL: "https://hanafuda.example.org" }));
    expect(first.source).toBe("database");
    expect(again).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(first.subject).toBe("mailto:hanafuda@localhost");
    expect(again.subject).toBe("https://hanafuda.example.org");
    const set = webpush.generateVAPIDKeys();
    const fromEnv = await loadPushConfig(
      db,
      parseEnv({ VAPID_PUBLIC_KEY: set.publicKey, VAPID_PRIVATE_KEY: set.privateKey }),
    );
    expect(fromEnv).toMatchObject({ source: "environment", publicKey: set.publicKey });
  });

  it("pushes a turn at once, encrypted for the browser, signed, with a sentence and a link but no card", async () => {
    const { db } = t();
    const table = await startTable(db, { game: "sakura", playerCount: 2, timeControl: null }, { seed: "push-turn" });
    for (const u of table.users) await callerFor(db, u).notification.markRead({ all: true });
    const b = callerFor(db, table.users[1]!);
    const browser = new TestBrowserKeys();
    await b.push.subscribe({ endpoint: service.endpoint("/turn-b"), keys: browser.keys });
    // Until B is called to the table by A's move (B's own two steps in a row call nobody).
    const rng = Rng.fromSeed("push-turn");
    const called = async () => (await b.notification.list({})).items.some((n) => !n.read && n.kind === "your_turn");
    for (let i = 0; i < 10 && !(await called()); i++) await playUntilTurnOf(table, 1, rng);
    expect(await called()).toBe(true);
    await run(db);
    const sent = sentTo("/turn-b");
    expect(sent).toHaveLength(1);
    const r = sent[0]!;
    expect(r.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(r.headers.ttl)).toBeGreaterThan(0);
    const vapid = vapidOf(r.headers.authorization);
    expect(vapid.ok).toBe(true);
    expect(vapid.publicKey).toBe((await b.push.publicKey()).publicKey);
    expect(vapid.claims.aud).toBe(new URL(service.endpoint("/turn-b")).origin);
    const text = browser.decrypt(r.body);
    const payload = JSON.parse(text) as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(["body", "title", "url"]);
    expect(payload.title).toBe("Your turn in Sakura");
    expect(payload.body).toMatch(/^Round 1 of \d+, you are /);
    expect(payload.url).toBe(`/table/${table.tableId}`);
    // No card at all, by code or by name: nothing of a hand or the pile can be in it.
    for (const id of ALL_CARDS) {
      expect(text).not.toContain(CARD_CODES[id]);
      expect(text).not.toContain(cardLabel(id));
    }
    // The job is done: running again sends nothing more.
    await run(db, new Date(Date.now() + 60_000));
    expect(sentTo("/turn-b")).toHaveLength(1);
    // Another key cannot read it (the tag check fails).
    expect(() => new TestBrowserKeys().decrypt(r.body)).toThrow();
  });

  it("forgets a browser the push service says is gone (410)", async () => {
    const { db } = t();
    const me = await createTestUser(db, { displayName: "Push Gone" });
    const browser = new TestBrowserKeys();
    await callerFor(db, me).push.subscribe({ endpoint: service.endpoint("/gone", 410), keys: browser.keys });
    await callerFor(db, me).push.subscribe({ endpoint: service.endpoint("/kept"), keys: browser.keys });
    await notify(db, me.id, "Aoi invites you to a table.");
    const summary = await run(db);
    expect(summary.failed).toBe(0);
    expect(sentTo("/gone")).toHaveLength(1);
    expect(JSON.parse(browser.decrypt(sentTo("/kept")[0]!.body))).toEqual({
      title: "You are invited to a table",
      body: "Aoi invites you to a table.",
      url: "/table/t1",
    });
    const left = await db.pushSubscription.findMany({ where: { userId: me.id } });
    expect(left.map((s) => new URL(s.endpoint).pathname)).toEqual(["/kept"]);
  });

  it("follows the preferences: push off sends nothing, quiet hours hold it, the site channel off hides it", async () => {
    const { db } = t();
    const me = await createTestUser(db, { displayName: "Push Prefs" });
    const api = callerFor(db, me);
    await api.push.subscribe({ endpoint: service.endpoint("/prefs"), keys: new TestBrowserKeys().keys });
    await api.email.setPreferences(
      preferences({
        channels: { turn: ["site"], game_over: ["site"], invitation: ["email"], deadline: [], tournament_round: [] },
      }),
    );
    await notify(db, me.id, "Off by push.");
    await run(db);
    expect(sentTo("/prefs")).toHaveLength(0);
    // Not on the site either: the bell does not count it, the list does not show it.
    expect((await api.notification.unreadCount()).unread).toBe(0);
    expect((await api.notification.list({})).items).toHaveLength(0);
    // Quiet hours around now (UTC): held until they end, then sent.
    const at = new Date(Date.now() + 5_000);
    const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
    await api.email.setPreferences(preferences({ quietFrom: (minute + 1439) % 1440, quietTo: (minute + 60) % 1440 }));
    await notify(db, me.id, "Held for the morning.");
    expect((await run(db, at)).rescheduled).toBe(1);
    expect(sentTo("/prefs")).toHaveLength(0);
    await run(db, new Date(at.getTime() + 61 * 60_000));
    expect(sentTo("/prefs")).toHaveLength(1);
  });

  it("refuses a bad subscription with a clear message and stores nothing; a player removes only their own", async () => {
    const { db } = t();
    const me = await createTestUser(db, { displayName: "Push Input" });
    const other = await createTestUser(db, { displayName: "Push Other" });
    const api = callerFor(db, me);
    const keys = new TestBrowserKeys().keys;
    const refused = async (input: unknown, message: string) =>
      expect(api.push.subscribe(input as never)).rejects.toThrow(message);
    await refused({ endpoint: "http://push.example.org/x", keys }, "This is not a push service's address.");
    await refused({ endpoint: "https://localhost/x", keys }, "This is not a push service's address.");
    await refused({ endpoint: "https://127.0.0.1/x", keys }, "This is not a push service's address.");
    await refused({ endpoint: "https://push.example.org/\u0000", keys }, "control characters");
    await refused({ endpoint: `https://push.example.org/${"a".repeat(5000)}`, keys }, "push service's address");
    await refused({ endpoint: "https://push.example.org/x", keys: { ...keys, auth: "short" } }, "not valid");
    await refused(
      { endpoint: "https://push.example.org/x", keys: { ...keys, p256dh: "A".repeat(87) } },
      "encryption key is not valid",
    );
    expect(await db.pushSubscription.count({ where: { userId: me.id } })).toBe(0);
    const endpoint = "https://push.example.org/theirs";
    await callerFor(db, other).push.subscribe({ endpoint, keys });
    expect(await api.push.unsubscribe({ endpoint })).toEqual({ removed: false });
    expect(await db.pushSubscription.count({ where: { endpoint } })).toBe(1);
    expect(await callerFor(db, other).push.unsubscribe({ endpoint })).toEqual({ removed: true });
    expect((await api.email.preferences()).pushDevices).toBe(0);
  });
});
