"use client";
// The site's one live stream (system.live, server-sent events) for the header and the footer: the footer's clock and
// the header's bell read it through this provider. One connection for both, as a browser keeps only six per host for
// all the site's pages (two windows of the site side by side must not starve each other). The clock ticks while the
// page is shown; a signed-in player's stream stays open in a hidden tab for the notifications alone (the bell raises a
// browser notification from there); a visitor's closes.
import { useSubscription } from "@trpc/tanstack-react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { NotificationCount } from "~/server/api/views/notification";
import type { SiteEvent } from "~/server/api/views/site";
import { useTRPC } from "../../_lib/trpc";
import { usePageVisible } from "../../_lib/use-page-visible";

export interface SiteClock {
  /** The stream is open. */
  connected: boolean;
  /** The server's time at the last tick. */
  now: Date | null;
}

type NotificationListener = (count: NotificationCount) => void;

const ClockContext = createContext<SiteClock>({ connected: false, now: null });
const NotificationsContext = createContext<Set<NotificationListener> | null>(null);

/** `viewerId`: who is signed in (null: a visitor); the stream opens again when it changes (sign-in, sign-out). */
export function SiteLiveProvider({ viewerId, children }: { viewerId: string | null; children: ReactNode }) {
  const [clock, setClock] = useState<SiteClock>({ connected: false, now: null });
  const [listeners] = useState(() => new Set<NotificationListener>());
  return (
    <NotificationsContext.Provider value={listeners}>
      <ClockContext.Provider value={clock}>
        <SiteStream key={viewerId ?? "visitor"} signedIn={viewerId !== null} listeners={listeners} onClock={setClock} />
        {children}
      </ClockContext.Provider>
    </NotificationsContext.Provider>
  );
}

function SiteStream({ signedIn, listeners, onClock }: { signedIn: boolean; listeners: Set<NotificationListener>; onClock: (c: SiteClock) => void }) {
  const trpc = useTRPC();
  const visible = usePageVisible();
  const [now, setNow] = useState<Date | null>(null);
  const sub = useSubscription(
    trpc.system.live.subscriptionOptions(
      { clockMs: visible ? 1000 : null },
      {
        enabled: visible || signedIn,
        onData: (e: SiteEvent) => {
          if (e.kind === "clock") setNow(e.now);
          else for (const l of listeners) l(e.count);
        },
      },
    ),
  );
  // The clock shows "live" while the page is shown and its stream open.
  const connected = visible && sub.status === "pending";
  useEffect(() => onClock({ connected, now }), [onClock, connected, now]);
  return null;
}

/** The footer's clock: the server's time, and whether the site's stream is open. */
export function useSiteClock(): SiteClock {
  return useContext(ClockContext);
}

/** Calls `onCount` with the unread count (and newest notification) now and whenever it changes (signed in). */
export function useNotificationCounts(onCount: NotificationListener): void {
  const listeners = useContext(NotificationsContext);
  const latest = useRef(onCount);
  useEffect(() => {
    latest.current = onCount;
  });
  useEffect(() => {
    if (!listeners) return;
    const listener: NotificationListener = (c) => latest.current(c);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [listeners]);
}
