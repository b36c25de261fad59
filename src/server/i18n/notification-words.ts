// A stored notification in a reader's language, as the bell and the list say it (src/lib/notification-text.ts): the
// emails and push messages of an event say the same words (bots' names among them) in the recipient's language.
import { createTranslator } from "use-intl/core";
import { catalogFor } from "~/i18n/catalog";
import { listFormat } from "~/lib/list-format";
import { botNamesIn, type BotNames } from "~/lib/bot-name";
import { notificationText, type Translate } from "~/lib/notification-text";
import { DEFAULT_LOCALE } from "~/lib/locales";
import type { NotificationParams } from "../repositories/notifications";

export interface StoredNotification {
  text: string;
  textKey: string | null;
  textParams: unknown;
}

/** The stored arguments, as the view types them (anything else stored is left out). */
export function notificationParams(raw: unknown): NotificationParams | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const out: NotificationParams = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>))
    if (typeof v === "string" || typeof v === "number") out[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === "string")) out[k] = v as string[];
  return out;
}

/** Bots' names as a reader of `locale` says them ("Matsu（堅実）"; English when the reader chose no language). */
export function botNamesFor(locale: string | null | undefined): BotNames {
  const language = locale ?? DEFAULT_LOCALE;
  const t = createTranslator({ locale: language, messages: catalogFor(language), namespace: "BotLevels" });
  return botNamesIn(t as unknown as Translate);
}

/** How a notification reads in `locale` (English when the reader chose no language). */
export function notificationWords(locale: string | null | undefined): (n: StoredNotification) => string {
  const language = locale ?? DEFAULT_LOCALE;
  const messages = catalogFor(language);
  const t = createTranslator({ locale: language, messages, namespace: "NotificationTexts" });
  const tGames = createTranslator({ locale: language, messages, namespace: "Games" });
  const list = listFormat(language);
  const bots = botNamesFor(language);
  return (n) =>
    notificationText(
      { text: n.text, textKey: n.textKey, textParams: notificationParams(n.textParams) },
      t as unknown as Translate,
      tGames as unknown as Translate,
      (names) => list.format(names),
      language,
      bots,
    );
}
