"use client";
// The notification bell's open panel: the latest notifications, each a link that marks it read, "Mark all read" and
// the way to all of them. NotificationBell loads it the first time it opens (every signed-in page has the bell).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { NotificationView } from "~/server/views/notification";
import { useNotificationText } from "~/app/notifications/notification-text";
import { timeAgo } from "./time-ago";

/** `list`: null until first read; `markRead`: marks them all, or some, read. */
export function NotificationPanel({
  unread,
  list,
  markRead,
  onClose,
}: {
  unread: number;
  list: NotificationView[] | null;
  markRead: (input: { all: true } | { ids: string[] }) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations("Common");
  const textOf = useNotificationText();
  const locale = useLocale();
  const items = (list ?? []).slice(0, 8);
  return (
    <>
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
    </>
  );
}
