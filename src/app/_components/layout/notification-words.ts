// A notification's words for the browser's own notification, outside React: loaded when the bell shows one.
import { notificationText, type StoredNotificationText, type Translate } from "~/lib/notification-text";
import { nameListIn } from "~/app/play/words";

export function notificationWords(n: StoredNotificationText, t: Translate, tGames: Translate, locale: string): string {
  return notificationText(n, t, tGames, nameListIn(locale), locale);
}
