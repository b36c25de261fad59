import type { Metadata } from "next";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { DEFAULT_GAME } from "~/app/_games/registry";
import { PageHeader } from "../../../_components/ui/page-header";
import { requireAdminPage } from "../../require-admin";
import { PresetForm } from "../preset-form";

export const metadata: Metadata = { title: "New preset · Admin" };

export default async function NewPresetPage({ searchParams }: { searchParams: Promise<{ game?: string }> }) {
  await requireAdminPage("/admin/presets/new");
  const { game } = await searchParams;
  const initial: GameName = GAME_NAMES.includes(game as GameName) ? (game as GameName) : DEFAULT_GAME;
  return (
    <>
      <PageHeader title="New preset" kicker="House rules">
        Every rule starts at the engine&apos;s default. Change what your players play differently; the rules they set
        are shown to players in words.
      </PageHeader>
      <PresetForm mode="create" game={initial} />
    </>
  );
}
