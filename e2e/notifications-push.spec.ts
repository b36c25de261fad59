// Push in Chromium: the manifest makes the site installable, the service worker registers, and on a phone a player
// grants notifications, turns push on and the server stores the subscription. The browser's push service (its
// vendor's, on the internet) is out of reach here, so the page gets the subscription that service would hand out
// (an endpoint and a real P-256 key made by WebCrypto) from a stand-in for PushManager; the permission, the service
// worker, the page, the procedure and the database are the real ones.
import { expect, test } from "./fixtures";

/** Width and height from a PNG's header. */
const pngSize = (b: Buffer) => `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;

test("the manifest is valid, Chromium finds the site installable, and the service worker registers", async ({
  page,
}) => {
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; type: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Hanafuda", start_url: "/", display: "standalone" });
  expect(manifest.icons.filter((i) => i.type === "image/png").map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const r = await page.request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()["content-type"]).toContain(icon.type);
    if (icon.type === "image/png") expect(pngSize(await r.body()), icon.src).toBe(icon.sizes);
  }
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  expect(new URL(script).pathname).toBe("/sw.js");
  // What Chromium itself says before it offers to install the app: no errors, and the manifest it read has no faults.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are off the record, and Chromium never installs from one: that is the only error allowed.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  const read = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
  expect(new URL(read.url).pathname).toBe("/manifest.webmanifest");
  expect(read.errors).toEqual([]);
});

test("the service worker keeps the shell and shows the offline page when the site cannot be reached", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Controlled from this load on: the page's scripts, styles and the card art in them come through the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const kept = async () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
      return urls.flat().map((u) => new URL(u).pathname);
    });
  await expect.poll(async () => (await kept()).some((p) => p.startsWith("/_next/static/"))).toBe(true);
  expect(await kept()).toEqual(expect.arrayContaining(["/offline.html", "/app-icon-192.png"]));
  await context.setOffline(true);
  await page.goto("/tournaments");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
});

test("on a phone, a player turns push on and chooses channels per event", async ({ browser, users }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const b64 = (b: Uint8Array) =>
        btoa(String.fromCharCode(...b))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const endpoint = `https://push.example.org/e2e/${b64(crypto.getRandomValues(new Uint8Array(12)))}`;
      const keys = { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
      current = {
        endpoint,
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => ((current = null), true),
      } as unknown as PushSubscription;
      return current;
    };
  });
  const page = await context.newPage();
  const me = await users.create();
  await me.apiLogin(page);
  await page.goto("/notifications");
  expect(await page.evaluate(() => Notification.permission)).toBe("granted");
  await page.getByRole("button", { name: "Turn on push on this device" }).click();
  await expect(page.getByText("This device receives push notifications.")).toBeVisible();
  const prefs = await page.request.get("/api/trpc/email.preferences");
  expect(
    ((await prefs.json()) as { result: { data: { json: { pushDevices: number } } } }).result.data.json,
  ).toMatchObject({
    pushDevices: 1,
  });
  // Defaults: a turn by the site, email and push; not while the table is open.
  const turn = page.getByRole("group", { name: /Your turn/ });
  for (const channel of ["Site", "Email", "Push"]) await expect(turn.getByLabel(channel)).toBeChecked();
  await expect(page.getByLabel("Not while I have the table open")).toBeChecked();
  // Invitations by push only, saved and shown again after a reload.
  const invitation = page.getByRole("group", { name: "An invitation to a table" });
  await invitation.getByLabel("Site").uncheck();
  await invitation.getByLabel("Email").uncheck();
  await page.getByRole("button", { name: "Save these settings" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.getByRole("heading", { name: "How we tell you" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("push-settings-phone.png") });
  await page.screenshot({ path: testInfo.outputPath("push-settings-phone-full.png"), fullPage: true });
  await page.reload();
  await expect(page.getByRole("group", { name: "An invitation to a table" }).getByLabel("Site")).not.toBeChecked();
  await expect(page.getByRole("group", { name: "An invitation to a table" }).getByLabel("Push")).toBeChecked();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
