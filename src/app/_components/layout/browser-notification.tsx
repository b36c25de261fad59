"use client";
// A new notification said by the browser while the tab is hidden (the player allowed it on the notifications page):
// loaded by the bell when it has one to say, with the notifications' words (the bell itself shows only a count).
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import type { NotificationView } from "~/server/views/notification";
import { useNotificationText } from "~/app/notifications/notification-text";
import { browserMaySay } from "./browser-may-say";

/** Says `n` as a browser notification (once per notification), in the page's language. */
export function BrowserNotification({ n }: { n: NotificationView }) {
  const site = useTranslations("Site");
  const textOf = useNotificationText();
  const title = site("name");
  const body = textOf(n);
  useEffect(() => {
    if (!browserMaySay()) return;
    const shown = new Notification(title, { body, tag: n.id, icon: "/icon.svg" });
    shown.onclick = () => {
      window.focus();
      window.location.href = n.href;
    };
  }, [n.id, n.href, title, body]);
  return null;
}
