"use client";
// Whether this tab is shown. Live streams pause while a tab is hidden: a browser gives one site about six
// connections over HTTP/1.1, and every page holds a few server-sent-event streams, so tabs left open in the
// background (several games at once, correspondence style) would otherwise starve the tab being looked at.
// Streams that resume send the current state again (tracked events, or a refetch on focus). The notification
// bell's stream stays open in hidden tabs: it is what raises the browser notification there.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== "hidden",
    () => true,
  );
}
