import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../../../_components/ui/page-header";
import { idParam } from "../../../../_lib/page-params";
import { serverApi } from "../../../../_lib/server-api";
import { adminPageMetadata, requireAdminPage } from "../../../require-admin";
import { PresetForm } from "../../preset-form";
import { PresetChanges, PresetDifferences } from "../../preset-rules-words";
import { withMessages } from "~/i18n/route-messages";
import { VersionByline } from "./version-byline";

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata(async () => (await getTranslations("AdminPresets"))("edit.metaTitle"));
}

async function EditPresetPage({ params }: { params: Promise<{ id: string }> }) {
  const id = idParam((await params).id);
  if (!id) notFound();
  await requireAdminPage(`/admin/presets/${id}/edit`);
  const preset = await (await serverApi()).admin.presets.get({ id }).catch((e: unknown) => {
    if (e instanceof TRPCError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  const t = await getTranslations("AdminPresets");
  const tGames = await getTranslations("Games");
  return (
    <>
      <PageHeader
        title={t("edit.title", { title: preset.title })}
        kicker={t("edit.kicker", { game: tGames(`${preset.game}.shortName`) })}
      >
        {t("edit.intro", {
          version: preset.version + 1,
          isDefault: String(preset.isDefault),
          hidden: String(preset.hidden),
        })}
      </PageHeader>
      <PresetForm
        mode="edit"
        game={preset.game}
        presetId={preset.id}
        initial={{
          title: preset.title,
          description: preset.description,
          slug: preset.slug,
          options: preset.options,
          version: preset.version,
        }}
      />
      <section aria-labelledby="versions-heading" className="panel mt-10 p-5">
        <h2 id="versions-heading" className="text-xl font-semibold">
          {t("edit.versions")}
        </h2>
        <ol className="mt-3 divide-y divide-paper-edge/70" data-testid="versions">
          {preset.versions.map((v, i) => (
            <li key={v.id} className="py-3">
              <p className="font-semibold">
                {t("edit.version", { version: v.version, current: String(v.version === preset.version) })}
              </p>
              <VersionByline createdAt={v.createdAt} createdByName={v.createdByName} />
              {v.changes.length && preset.versions[i + 1] ? (
                <PresetChanges game={preset.game} before={preset.versions[i + 1]!.options} after={v.options} />
              ) : (
                <p className="mt-1 text-ink-soft">
                  <PresetDifferences game={preset.game} options={v.options} />
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export default withMessages("admin/presets/[id]/edit/page.tsx", EditPresetPage);
