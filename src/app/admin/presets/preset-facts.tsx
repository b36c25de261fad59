// A preset's facts on the admin's list: its slug, its version (of how many), the players its rules allow, and
// whether the platform seeded it.
import { useTranslations } from "next-intl";
import type { AdminPresetSummaryView } from "~/server/views/house-rules";
import { PresetPlayers } from "./preset-rules-words";

export function PresetFacts({
  p,
}: {
  p: Pick<AdminPresetSummaryView, "slug" | "version" | "versionCount" | "playerCounts" | "builtIn">;
}) {
  const t = useTranslations("AdminPresets");
  const sep = useTranslations("Common")("separator");
  return (
    <p className="text-sm text-ink-faint">
      <code>{p.slug}</code>
      {sep}
      {t("list.version", { version: p.version, count: p.versionCount })}
      {sep}
      <PresetPlayers counts={p.playerCounts} />
      {p.builtIn ? `${sep}${t("list.builtIn")}` : ""}
    </p>
  );
}
