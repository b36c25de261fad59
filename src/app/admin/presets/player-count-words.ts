// The player counts a preset's rules allow, in the page's language ("2–7 players", "2, 4 or 6 players").
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { listFormat } from "~/lib/list-format";

export function usePlayerCountWords(): (counts: readonly number[]) => string {
  const t = useTranslations("GameList");
  const tAdmin = useTranslations("AdminPresets");
  const locale = useLocale();
  return useCallback(
    (counts) => {
      if (counts.length === 0) return tAdmin("noPlayerCount");
      const sorted = [...counts].sort((a, b) => a - b);
      const lo = sorted[0]!;
      const hi = sorted[sorted.length - 1]!;
      if (lo === hi) return t("players", { count: lo });
      if (sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1)) return t("playerRange", { min: lo, max: hi });
      // Gaps between the counts: the counts as a list ("2, 4 or 6"), in the language's own "or".
      const list = listFormat(locale, "disjunction").format(sorted.map(String));
      return tAdmin("playerList", { list, count: hi });
    },
    [t, tAdmin, locale],
  );
}
