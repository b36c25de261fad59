import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { DEFAULT_GAME } from "~/app/_games/traits";
import { PageHeader } from "../../../_components/ui/page-header";
import { adminPageMetadata, requireAdminPage } from "../../require-admin";
import { PresetForm } from "../preset-form";
import { withMessages } from "~/i18n/route-messages";

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata(async () => (await getTranslations("AdminPresets"))("new.metaTitle"));
}

async function NewPresetPage({ searchParams }: { searchParams: Promise<{ game?: string }> }) {
  await requireAdminPage("/admin/presets/new");
  const { game } = await searchParams;
  const initial: GameName = GAME_NAMES.includes(game as GameName) ? (game as GameName) : DEFAULT_GAME;
  const t = await getTranslations("AdminPresets");
  return (
    <>
      <PageHeader title={t("new.title")} kicker={t("list.title")}>
        {t("new.intro")}
      </PageHeader>
      <PresetForm mode="create" game={initial} />
    </>
  );
}

export default withMessages("admin/presets/new/page.tsx", NewPresetPage);
