import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { AuditList } from "../audit-list";
import { LogPages } from "../log-pages";
import { adminMetadata, requireAdminPage } from "../require-admin";

export const generateMetadata = () => adminMetadata("audit");

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  await requireAdminPage("/admin/audit");
  const { cursor } = await searchParams;
  const t = await getTranslations("Admin");
  const { entries, nextCursor } = await (await serverApi()).admin.audit({ limit: 50, cursor: idParam(cursor) });
  return (
    <>
      <PageHeader title={t("nav.audit")} kicker={t("kicker")}>
        {t("audit.intro")}
      </PageHeader>
      <section className="panel p-5">
        <AuditList entries={entries} />
      </section>
      <LogPages path="/admin/audit" cursor={cursor} nextCursor={nextCursor} older={t("audit.older")} />
    </>
  );
}
