// Bots' names in the page's language, for client components (a server page takes botNamesIn with getTranslations).
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { botNamesIn, type BotNames } from "~/lib/bot-name";

export function useBotNames(): BotNames {
  const t = useTranslations("BotLevels");
  return useMemo(() => botNamesIn(t), [t]);
}
