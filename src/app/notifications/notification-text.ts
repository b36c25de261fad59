// A notification's words in the page's language (src/lib/notification-text.ts says how).
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { notificationText, type StoredNotificationText, type Translate } from "~/lib/notification-text";
import { useNameList } from "~/app/play/words";
import { useBotNames } from "~/app/_components/player/use-bot-names";

export function useNotificationText(): (n: StoredNotificationText) => string {
  const t = useTranslations("NotificationTexts");
  const tGames = useTranslations("Games");
  const list = useNameList();
  const locale = useLocale();
  const bots = useBotNames();
  return useCallback(
    (n) => notificationText(n, t as unknown as Translate, tGames as unknown as Translate, list, locale, bots),
    [t, tGames, list, locale, bots],
  );
}
