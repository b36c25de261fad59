// The site's state in words, for a player who followed the footer's "Status": whether games can be played now, what
// was checked and when. Monitoring tools read the same check as JSON at /api/health.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../_components/ui/page-header";
import { getDateTime } from "../_lib/get-date-time";
import { getDb } from "~/server/db/client";
import { databaseModeFromEnv } from "~/server/db/database";
import { checkHealth, type HealthView } from "~/server/health";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SiteStatus"))("title") };
}
export const dynamic = "force-dynamic";

const DOT: Record<HealthView["status"], string> = {
  ok: "bg-matsu",
  degraded: "bg-kin",
  down: "bg-beni",
};

export default async function StatusPage() {
  const [health, t, dateTime] = await Promise.all([
    checkHealth(getDb, databaseModeFromEnv()),
    getTranslations("SiteStatus"),
    getDateTime(),
  ]);
  const { status, database } = health;
  const migrations = database.migrations;
  return (
    <>
      <PageHeader kicker={t("kicker")} title={t("title")}>
        {t("intro")}
      </PageHeader>
      <section className="panel max-w-2xl p-6" data-testid="site-status" data-status={status} aria-live="polite">
        <h2 className="flex items-center gap-3 text-2xl font-semibold">
          <span aria-hidden="true" className={`size-3.5 shrink-0 rounded-full ${DOT[status]}`} />
          {t(`summary.${status}`)}
        </h2>
        <p className="mt-2 text-ink-soft">{t(`meaning.${status}`)}</p>
        <dl className="mt-5 grid gap-y-0.5 sm:grid-cols-[auto_1fr] sm:gap-x-6 sm:gap-y-2">
          <dt className="font-semibold text-ink-faint">{t("database")}</dt>
          <dd className="mb-2 sm:mb-0">{database.reachable ? t("answers") : t("noAnswer")}</dd>
          <dt className="font-semibold text-ink-faint">{t("updates")}</dt>
          <dd className="mb-2 sm:mb-0">
            {migrations === null
              ? t("updatesUnknown")
              : migrations.pending.length > 0
                ? t("updatesWaiting", { count: migrations.pending.length })
                : t("updatesApplied", { count: migrations.expected })}
          </dd>
          <dt className="font-semibold text-ink-faint">{t("checked")}</dt>
          <dd>
            <time dateTime={health.checkedAt.toISOString()}>
              {dateTime(health.checkedAt, { dateStyle: "long", timeStyle: "long" })}
            </time>
          </dd>
        </dl>
        <p className="mt-6 border-t border-paper-edge pt-4 text-sm text-ink-soft">
          {t.rich("forTools", { link: (chunks) => <a href="/api/health">{chunks}</a> })}
        </p>
      </section>
    </>
  );
}
