import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { AuditList } from "../audit-list";
import { requireAdminPage } from "../require-admin";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Admin");
  return { title: `${t("nav.audit")} · ${t("kicker")}` };
}

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
      <nav aria-label={t("pages")} className="mt-6 flex gap-3">
        {cursor ? (
          <Link href="/admin/audit" className="btn btn-quiet">
            {t("newest")}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link href={`/admin/audit?cursor=${nextCursor}`} className="btn btn-quiet" rel="next">
            {t("audit.older")}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
