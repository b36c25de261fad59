// A stored notification as the bell and the list say it in `locale` (the page's own notificationText, with the
// catalogs and Intl.ListFormat), for tests that check the stored key words what the stored English says.
import { createTranslator } from "next-intl";
import { catalogFor } from "~/i18n/catalog";
import { notificationText } from "~/app/notifications/notification-text";
import type { NotificationView } from "../views/notification";

type Stored = { text: string; textKey: string | null; textParams: unknown };

export function notificationWords(locale: string): (n: Stored) => string {
  const messages = catalogFor(locale);
  const t = createTranslator({ locale, messages, namespace: "NotificationTexts" });
  const tGames = createTranslator({ locale, messages, namespace: "Games" });
  const lang = locale === "en" ? "en-GB" : locale;
  const list = (names: readonly string[]) => new Intl.ListFormat(lang, { type: "conjunction" }).format(names);
  return (n) =>
    notificationText(
      { text: n.text, textKey: n.textKey, textParams: (n.textParams ?? null) as NotificationView["textParams"] },
      t as never,
      tGames as never,
      list,
      locale,
    );
}
