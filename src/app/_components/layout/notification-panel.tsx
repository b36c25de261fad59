"use client";
// The bell's dropdown: the latest notifications in the reader's words and how long ago, "Mark all read", and the link
// to all of them. Loaded when the player opens it: the bell (notification-bell.tsx) keeps the count and the feed.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { RefObject } from "react";
import type { NotificationView } from "~/server/views/notification";
import { useNotificationText } from "~/app/notifications/notification-text";

/** How long ago, in the reader's language: "now", "5 min. ago", "3 hr. ago", "2 days ago". */
export function timeAgo(at: Date | string, locale: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  if (s < 60) return rtf.format(0, "second");
  if (s < 3600) return rtf.format(-Math.floor(s / 60), "minute");
  if (s < 86_400) return rtf.format(-Math.floor(s / 3600), "hour");
  return rtf.format(-Math.floor(s / 86_400), "day");
}

export function NotificationPanel({
  panelRef,
  panelId,
  unread,
  list,
  markRead,
  onClose,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  panelId: string;
  unread: number;
  /** Null until first read. */
  list: NotificationView[] | null;
  markRead: (input: { all: true } | { ids: string[] }) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useTranslations("Common");
  const textOf = useNotificationText();
  const locale = useLocale();
  const items = (list ?? []).slice(0, 8);
  return (
    <div
      ref={panelRef}
      id={panelId}
      className="absolute right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl max-md:fixed max-md:inset-x-4 max-md:top-[4.5rem] max-md:mt-0 max-md:w-auto border border-paper-edge bg-paper p-2 text-ink shadow-xl"
      data-testid="notification-panel"
    >
      <div className="flex items-center justify-between px-2 py-1">
        <p className="font-semibold">{t("bell.title")}</p>
        {unread > 0 ? (
          <button
            type="button"
            className="text-sm font-semibold text-beni hover:underline"
            onClick={() => void markRead({ all: true })}
          >
            {t("bell.markAllRead")}
          </button>
        ) : null}
      </div>
      {list === null ? <p className="px-2 py-2 text-sm text-ink-soft">{t("loading")}</p> : null}
      {list !== null && items.length === 0 ? (
        <p className="px-2 py-2 text-sm text-ink-soft">{t("bell.nothingNew")}</p>
      ) : null}
      <ul className="max-h-96 overflow-y-auto">
        {items.map((n) => (
          <li key={n.id}>
            <Link
              href={n.href}
              onClick={() => {
                onClose();
                if (!n.read) void markRead({ ids: [n.id] });
              }}
              className={`block rounded-lg px-2 py-2 text-sm no-underline hover:bg-paper-deep ${n.read ? "text-ink-soft" : "font-semibold text-ink"}`}
            >
              {n.read ? null : <span aria-hidden="true" className="mr-1.5 inline-block h-2 w-2 rounded-full bg-shu" />}
              {textOf(n)}
              <span className="block text-xs font-normal text-ink-faint">{timeAgo(n.createdAt, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/notifications"
        className="block rounded-lg px-2 py-2 text-center text-sm font-semibold"
        onClick={() => onClose()}
      >
        {t("bell.all")}
      </Link>
    </div>
  );
}
