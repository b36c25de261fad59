"use client";
// The site's one live stream (system.live, server-sent events) for the header and the footer: the footer's clock and
// the header's bell read it through this provider. One connection for both, as a browser keeps only six per host for
// all the site's pages (two windows of the site side by side must not starve each other). The clock ticks while the
// page is shown; a signed-in player's stream stays open in a hidden tab for the notifications alone (the bell raises a
// browser notification from there); a visitor's closes.
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { NotificationCount } from "~/server/views/notification";
import { usePageVisible } from "../../_lib/use-page-visible";
import { useServerClock, type ClockAnchor } from "./server-clock";
import { openSiteStream } from "./site-stream";

export interface SiteClock {
  /** The stream is open. */
  connected: boolean;
  /** The server's time at the last tick. */
  now: Date | null;
}

type NotificationListener = (count: NotificationCount) => void;

const NO_CLOCK: SiteClock = { connected: false, now: null };

/**
 * The clock as a store the provider keeps (its value never changes, so a tick re-renders the clock alone: a context
 * value that changed would reach every part of the page, and make React draw again itself a part whose server HTML it
 * has not hydrated yet, such as a replay waiting for its reader's first act).
 */
function clockStore() {
  let clock = NO_CLOCK;
  const listeners = new Set<() => void>();
  return {
    get: () => clock,
    set: (c: SiteClock) => {
      clock = c;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

const ClockContext = createContext<ReturnType<typeof clockStore> | null>(null);
const NotificationsContext = createContext<Set<NotificationListener> | null>(null);

/** `viewerId`: who is signed in (null: a visitor); the stream opens again when it changes (sign-in, sign-out). */
export function SiteLiveProvider({ viewerId, children }: { viewerId: string | null; children: ReactNode }) {
  const [clock] = useState(clockStore);
  const [hub] = useState(notificationHub);
  return (
    <NotificationsContext.Provider value={hub.listeners}>
      <ClockContext.Provider value={clock}>
        <SiteStream key={viewerId ?? "visitor"} signedIn={viewerId !== null} onCount={hub.emit} onClock={clock.set} />
        {children}
      </ClockContext.Provider>
    </NotificationsContext.Provider>
  );
}

/**
 * How often the server sends its time. The page's clock ticks every second from the last time received
 * (server-clock.ts): the server's tick a second was an event a second on every open page, four thousand a second for
 * two thousand games in play, forty times their moves.
 */
const CLOCK_SYNC_MS = 60_000;

function SiteStream({
  signedIn,
  onCount,
  onClock,
}: {
  signedIn: boolean;
  onCount: NotificationListener;
  onClock: (c: SiteClock) => void;
}) {
  const visible = usePageVisible();
  const [anchor, setAnchor] = useState<ClockAnchor | null>(null);
  const [open, setOpen] = useState(false);
  const enabled = visible || signedIn;
  useEffect(() => {
    if (!enabled) return;
    const close = openSiteStream(visible ? CLOCK_SYNC_MS : null, {
      onEvent: (e) => {
        if (e.kind === "clock") setAnchor({ server: e.now.getTime(), local: performance.now() });
        else onCount(e.count);
      },
      onConnected: setOpen,
    });
    return () => {
      close();
      setOpen(false);
    };
  }, [enabled, visible, onCount]);
  const now = useServerClock(visible ? anchor : null);
  // The clock shows "live" while the page is shown and its stream open.
  const connected = visible && open;
  useEffect(() => onClock({ connected, now }), [onClock, connected, now]);
  return null;
}

const sameCount = (a: NotificationCount | null, b: NotificationCount) =>
  a !== null && a.unread === b.unread && a.latest?.id === b.latest?.id && a.latest?.read === b.latest?.read;

/**
 * The bell's listeners, and the count last given to them: the stream opens again when the tab is hidden or shown
 * (the clock stops and starts) and sends the count again; the bell hears only a count that changed.
 */
function notificationHub() {
  const listeners = new Set<NotificationListener>();
  let last: NotificationCount | null = null;
  const emit = (count: NotificationCount) => {
    if (sameCount(last, count)) return;
    last = count;
    for (const l of listeners) l(count);
  };
  return { listeners, emit };
}

/** The footer's clock: the server's time, and whether the site's stream is open. */
export function useSiteClock(): SiteClock {
  const store = useContext(ClockContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? noClock, noClock);
}

const noSubscription = () => () => {};
const noClock = () => NO_CLOCK;

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
