import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { PageHeader } from "../../../../_components/ui/page-header";
import { idParam } from "../../../../_lib/page-params";
import { serverApi } from "../../../../_lib/server-api";
import { requireAdminPage } from "../../../require-admin";
import { PresetForm } from "../../preset-form";

export const metadata: Metadata = { title: "Edit preset · Admin" };

export default async function EditPresetPage({ params }: { params: Promise<{ id: string }> }) {
  const id = idParam((await params).id);
  if (!id) notFound();
  await requireAdminPage(`/admin/presets/${id}/edit`);
  const preset = await (await serverApi()).admin.presets.get({ id }).catch((e: unknown) => {
    if (e instanceof TRPCError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  return (
    <>
      <PageHeader title={`Edit “${preset.title}”`} kicker={`House rules · ${preset.gameTitle}`}>
        New rules are saved as version {preset.version + 1}; tables created with an earlier version keep its rules.
        {preset.isDefault ? " This is the default preset of the game." : ""}
        {preset.hidden ? " This preset is hidden: players are not offered it." : ""}
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
          Versions
        </h2>
        <ol className="mt-3 divide-y divide-paper-edge/70" data-testid="versions">
          {preset.versions.map((v) => (
            <li key={v.id} className="py-3">
              <p className="font-semibold">
                Version {v.version}
                {v.version === preset.version ? " (current)" : ""}
              </p>
              <p className="text-sm text-ink-faint">
                <time dateTime={v.createdAt.toISOString()}>
                  {v.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                </time>
                {v.createdByName ? ` · by ${v.createdByName}` : " · built in"}
              </p>
              {v.changes.length ? (
                <ul className="mt-1 list-disc pl-5">
                  {v.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-ink-soft">
                  {v.rules.filter((r) => !r.isDefault).length === 0
                    ? "The standard rules."
                    : v.rules
                        .filter((r) => !r.isDefault)
                        .map((r) => `${r.label}: ${r.value}`)
                        .join(" · ")}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
