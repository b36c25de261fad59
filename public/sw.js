// The site's service worker: it shows the push notifications the server sends (a title, a sentence and a path on this
// site) and, on a click, brings forward a tab already on that page or opens one. It keeps the shell a page needs to
// start (the scripts, styles and fonts under /_next/static, the card sprite and the icons) so they load
// from the device, and shows an offline page when a page cannot be reached. Pages and the API always come from the
// network: tables, moves and notifications are live and personal, so none of them is kept.
/* global self, caches */
const CACHE = "hanafuda-shell-v1";
const OFFLINE = "/offline.html";
const SHELL = [
  OFFLINE,
  "/icon.svg",
  "/turn-icon.svg",
  "/app-icon-192.png",
  "/app-icon-512.png",
  "/app-icon-maskable-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  ),
);

/**
 * Files whose address changes with their content (Next.js's, the card sprite's, the fonts' stylesheet's and slices')
 * and the icons: safe to keep.
 */
const isShell = (url) =>
  url.pathname.startsWith("/_next/static/") ||
  /^\/cards-[0-9a-f]+\.svg$/.test(url.pathname) ||
  /^\/cjk-fonts-[0-9a-f]+\.css$/.test(url.pathname) ||
  /^\/fonts\/[a-z-]+-[0-9.]+\/[a-z0-9-]+\.woff2$/.test(url.pathname) ||
  SHELL.includes(url.pathname);

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isShell(url)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const kept = await cache.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      })(),
    );
  } else if (request.mode === "navigate") {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch {
          return (await caches.match(OFFLINE)) ?? Response.error();
        }
      })(),
    );
  }
});

/** Only a path on this site is opened (never another origin). */
const sitePath = (url) =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/notifications";

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = sitePath(data.url);
  event.waitUntil(
    self.registration.showNotification(typeof data.title === "string" ? data.title : "Hanafuda", {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/app-icon-192.png",
      badge: "/icon.svg",
      // One notification per page: a newer one about the same table replaces the older.
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
