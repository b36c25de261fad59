// The site's service worker: it shows the push notifications the server sends (a title, a sentence and a path on this
// site) and, on a click, brings forward a tab already on that page or opens one. It caches nothing: the site is live.
/* global self */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

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
      icon: "/icon.svg",
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
