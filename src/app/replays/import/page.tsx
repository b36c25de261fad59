// /replays/import: view a record file (an export of this site, or any `hanafuda-record/1` record) in the replay viewer,
// checked with the engine; its shuffle is checked too when the file carries the seed and its commitment.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../_components/ui/page-header";
import { ImportScreen } from "./import-screen";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ReplayImport"))("metaTitle") };
}

async function ImportPage() {
  const t = await getTranslations("ReplayImport");
  return (
    <>
      <PageHeader title={t("title")} kicker={t("kicker")}>
        {t.rich("intro", { code: (chunks) => <code>{chunks}</code>, format: "hanafuda-record/1" })}
      </PageHeader>
      <ImportScreen />
    </>
  );
}

export default withMessages("replays/import/page.tsx", ImportPage);
