import { getTranslations } from "next-intl/server";
import { getDateTime } from "../../_lib/get-date-time";
import { PageHeader } from "../../_components/ui/page-header";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { AdminTable } from "../admin-table";
import { LogPages } from "../log-pages";
import { adminMetadata, requireAdminPage } from "../require-admin";

export const generateMetadata = () => adminMetadata("email");

export default async function AdminEmailPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  await requireAdminPage("/admin/email");
  const { cursor } = await searchParams;
  const log = await (await serverApi()).admin.mailLog({ limit: 50, cursor: idParam(cursor) });
  const [t, dateTime] = await Promise.all([getTranslations("Admin"), getDateTime()]);
  return (
    <>
      <PageHeader title={t("nav.email")} kicker={t("kicker")}>
        {t("email.intro")}
        {log.mailOn ? "" : t("email.off")}
      </PageHeader>
      <section className="panel overflow-x-auto p-5">
        {log.deliveries.length === 0 ? (
          <p className="text-ink-soft">{t("email.none")}</p>
        ) : (
          <AdminTable
            caption={t("email.caption")}
            columns={[
              { label: t("email.when"), className: "py-1.5 pr-3 font-semibold" },
              { label: t("email.to"), className: "py-1.5 pr-3 font-semibold" },
              { label: t("email.subject"), className: "py-1.5 pr-3 font-semibold" },
              { label: t("email.result"), className: "py-1.5 pr-3 font-semibold" },
              { label: t("email.answer"), className: "py-1.5 font-semibold" },
            ]}
          >
            <tbody>
              {log.deliveries.map((d) => (
                <tr key={d.id} className="border-b border-paper-edge/70 align-top">
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    {dateTime(d.createdAt, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" })}
                  </td>
                  <td className="py-1.5 pr-3 break-all">{d.to}</td>
                  <td className="py-1.5 pr-3">{d.subject}</td>
                  <td className="py-1.5 pr-3">
                    {t("email.status", { status: d.status })}
                    {d.attempt > 1 ? t("email.attempt", { attempt: d.attempt }) : ""}
                  </td>
                  <td className="py-1.5 break-all text-ink-soft">{d.response}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </section>
      <LogPages path="/admin/email" cursor={cursor} nextCursor={log.nextCursor} older={t("email.older")} />
    </>
  );
}
