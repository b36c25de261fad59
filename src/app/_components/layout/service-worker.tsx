"use client";
// Registers the site's service worker (public/sw.js): it shows push notifications and opens their link on a click.
import { useEffect } from "react";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without it the site works as before; only push notifications are missing.
    });
  }, []);
  return null;
}
