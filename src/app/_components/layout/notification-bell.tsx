"use client";
// The header's bell: the unread count, live (the site's stream, system.live over server-sent events, through
// SiteLiveProvider), a dropdown with the
// latest notifications, and a browser notification when a new one arrives while the tab is hidden — only if the
// player allowed it from the notifications page (the browser is never asked on load). Below 768 px the Menu button
// sits right of the bell: the panel spans the screen under the header there (hung from the bell it ran off the left).
// It calls the API without the tRPC client (src/app/_lib/api-stream.ts): it is on every page of a signed-in player,
// and the pages that call nothing else then load no more than it. The lists that depend on the count (My games, the
// notifications page) follow the site's stream themselves.
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useDismissable } from "../../_lib/use-dismissable";
import type { NotificationView } from "~/server/views/notification";
import { mutate, query } from "../../_lib/api-stream";
import { useNotificationCounts } from "./site-live";
import { browserMaySay } from "./browser-may-say";

// The open panel's list, loaded the first time the bell is opened.
const NotificationPanel = lazy(() => import("./notification-panel").then((m) => ({ default: m.NotificationPanel })));
// A browser notification, loaded with the first one to say.
const BrowserNotification = lazy(() =>
  import("./browser-notification").then((m) => ({ default: m.BrowserNotification })),
);

export function NotificationBell() {
  const t = useTranslations("Common");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closePanel = useCallback(() => setOpen(false), []);
  // Only notifications that arrive while the page is open go to the browser (not the one a reconnect repeats).
  const [openedAt] = useState(() => Date.now());
  const [announced] = useState(() => new Set<string>());
  const [said, setSaid] = useState<NotificationView | null>(null);
  const { unread, list, markRead } = useNotificationFeed(open, (latest) => {
    if (new Date(latest.createdAt).getTime() >= openedAt - 5000 && !announced.has(latest.id) && browserMaySay()) {
      announced.add(latest.id);
      setSaid(latest);
    }
  });

  useDismissable(open, closePanel, panelRef, buttonRef);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative flex min-h-11 min-w-11 items-center justify-center rounded-md text-paper hover:bg-paper/10"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path
            d="M9.5 19a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{t("bell.label", { unread })}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-shu px-1 text-center text-xs leading-5 font-bold text-paper"
            data-testid="notification-count"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl max-md:fixed max-md:inset-x-4 max-md:top-[4.5rem] max-md:mt-0 max-md:w-auto border border-paper-edge bg-paper p-2 text-ink shadow-xl"
          data-testid="notification-panel"
        >
          {/* its own boundary: the bell and the panel's frame stay while its list loads (the first time) */}
          <Suspense fallback={<p className="px-2 py-2 text-sm text-ink-soft">{t("loading")}</p>}>
            <NotificationPanel unread={unread} list={list} markRead={markRead} onClose={closePanel} />
          </Suspense>
        </div>
      ) : null}
      {said ? (
        <Suspense fallback={null}>
          <BrowserNotification key={said.id} n={said} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The unread count (the stream's, else read once), the panel's list (null until first read; kept while the panel is
 * closed and read again when it opens or the count changes) and marking read. `onUnread`: a newest notification the
 * stream says is unread.
 */
function useNotificationFeed(open: boolean, onUnread: (latest: NotificationView) => void) {
  const [unread, setUnread] = useState(0);
  const [list, setList] = useState<NotificationView[] | null>(null);
  const streamed = useRef(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const readList = useCallback(() => {
    query("notification", "list", {}).then(
      (l) => setList(l.items),
      () => setList((old) => old ?? []),
    );
  }, []);
  useEffect(() => {
    query("notification", "unreadCount").then(
      (c) => streamed.current || setUnread(c.unread),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (open) readList();
  }, [open, readList]);
  useNotificationCounts((c) => {
    streamed.current = true;
    setUnread(c.unread);
    if (openRef.current) readList();
    if (c.latest && !c.latest.read) onUnread(c.latest);
  });
  const markRead = (input: { all: true } | { ids: string[] }) =>
    mutate("notification", "markRead", input).then(
      () => {
        setUnread((u) => ("all" in input ? 0 : Math.max(0, u - 1)));
        readList();
      },
      () => undefined,
    );
  return { unread, list, markRead };
}
