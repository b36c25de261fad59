import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { AuditList } from "../audit-list";
import { requireAdminPage } from "../require-admin";

export const metadata: Metadata = { title: "Audit log · Admin" };

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  await requireAdminPage("/admin/audit");
  const { cursor } = await searchParams;
  const { entries, nextCursor } = await (await serverApi()).admin.audit({ limit: 50, cursor: idParam(cursor) });
  return (
    <>
      <PageHeader title="Audit log" kicker="Admin">
        Everything admins did on the site, newest first: role changes, suspensions and every change to the house rules.
      </PageHeader>
      <section className="panel p-5">
        <AuditList entries={entries} />
      </section>
      <nav aria-label="Pages" className="mt-6 flex gap-3">
        {cursor ? (
          <Link href="/admin/audit" className="btn btn-quiet">
            Newest
          </Link>
        ) : null}
        {nextCursor ? (
          <Link href={`/admin/audit?cursor=${nextCursor}`} className="btn btn-quiet" rel="next">
            Older entries
          </Link>
        ) : null}
      </nav>
    </>
  );
}
