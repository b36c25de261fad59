"use client";
// Every notification, newest first, with paging, "mark all read", and the switch for browser notifications (the
// browser asks for permission only when the player presses the button).
import { useNotificationText } from "./notification-text";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore, useState } from "react";
import { timeAgo } from "../_components/layout/time-ago";
import { useNotificationCounts } from "../_components/layout/site-live";
import { useMutation, useQueryClient, useTRPC } from "../_lib/trpc";
import { useInfiniteQuery } from "../_lib/infinite-query";
import { MoreButton } from "~/app/_components/ui/more-button";

type Permission = NotificationPermission | "unsupported";

function readPermission(): Permission {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

function BrowserNotifications() {
  const t = useTranslations("NotificationsPage");
  const [asked, setAsked] = useState<Permission | null>(null);
  const current = useSyncExternalStore(
    () => () => {},
    readPermission,
    () => "default" as Permission,
  );
  const permission = asked ?? current;
  return (
    <section className="panel p-5" aria-labelledby="browser-heading">
      <h2 id="browser-heading" className="text-xl font-semibold">
        {t("browser.title")}
      </h2>
      <p className="mt-1 text-ink-soft" data-testid="browser-permission">
        {t("browser.state", { permission })}
      </p>
      {permission === "default" ? (
        <button
          type="button"
          className="btn btn-primary mt-3"
          onClick={() => void Notification.requestPermission().then((p) => setAsked(p))}
        >
          {t("browser.turnOn")}
        </button>
      ) : null}
    </section>
  );
}

export function NotificationList() {
  const t = useTranslations("NotificationsPage");
  const sep = useTranslations("Common")("separator");
  const textOf = useNotificationText();
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const q = useInfiniteQuery(
    trpc.notification.list.infiniteQueryOptions(
      {},
      { getNextPageParam: (p) => p.nextCursor ?? undefined, staleTime: 0 },
    ),
  );
  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.notification.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.notification.unreadCount.queryKey() });
      },
    }),
  );
  // A notification that arrives (or is read in another tab) shows here at once.
  useNotificationCounts(() => void queryClient.invalidateQueries({ queryKey: trpc.notification.list.queryKey() }));
  const items = (q.data?.pages ?? []).flatMap((p) => p.items);
  return (
    <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
      <section className="panel p-5" aria-labelledby="list-heading">
        <div className="flex items-center justify-between gap-3">
          <h2 id="list-heading" className="text-xl font-semibold">
            {t("latest")}
          </h2>
          {items.some((n) => !n.read) ? (
            <button
              type="button"
              className="btn btn-quiet min-h-9 px-3 py-1 text-sm"
              onClick={() => markRead.mutate({ all: true })}
              disabled={markRead.isPending}
            >
              {t("markAllRead")}
            </button>
          ) : null}
        </div>
        {q.isPending ? <p className="mt-2 text-ink-soft">{t("loading")}</p> : null}
        {!q.isPending && items.length === 0 ? <p className="mt-2 text-ink-soft">{t("none")}</p> : null}
        <ul className="mt-3 divide-y divide-paper-edge" data-testid="notifications">
          {items.map((n) => (
            <li key={n.id} className="flex items-start gap-3 py-2.5">
              <span
                aria-hidden="true"
                className={`mt-2 inline-block h-2 w-2 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-shu"}`}
              />
              <div className="min-w-0 flex-1">
                <Link
                  href={n.href}
                  className={n.read ? "text-ink-soft" : "font-semibold"}
                  onClick={() => !n.read && markRead.mutate({ ids: [n.id] })}
                >
                  {textOf(n)}
                </Link>
                <p className="text-xs text-ink-faint">
                  {timeAgo(n.createdAt, locale)}
                  {n.read ? "" : `${sep}${t("unread")}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <MoreButton query={q}>{t("older")}</MoreButton>
      </section>
      <BrowserNotifications />
    </div>
  );
}
