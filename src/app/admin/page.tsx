import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";
import { AdminTable } from "./admin-table";
import { AuditList } from "./audit-list";
import { adminPageMetadata, requireAdminPage } from "./require-admin";
import { presetWords } from "~/app/_lib/preset-words";
import { botNamesIn } from "~/lib/bot-name";

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata(async () => (await getTranslations("Admin"))("kicker"));
}

export default async function AdminPage() {
  await requireAdminPage("/admin");
  const api = await serverApi();
  const [overview, newest] = await Promise.all([api.admin.overview(), api.admin.users({ pageSize: 5 })]);
  const { users, presets } = overview;
  const t = await getTranslations("Admin");
  const tGames = await getTranslations("Games");
  const tOptions = await getTranslations("Options");
  const botName = botNamesIn(await getTranslations("BotLevels"));
  const strong = (chunks: ReactNode) => <strong className="text-2xl text-ink">{chunks}</strong>;
  return (
    <>
      <PageHeader title={t("kicker")} kicker={t("overview.kicker")}>
        {t("overview.intro")}
      </PageHeader>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Panel
          id="users"
          title={t("nav.users")}
          className="panel p-6"
          aside={
            <p className="text-ink-soft" data-testid="user-count">
              {t.rich("overview.accounts", { count: users.total, strong })}
            </p>
          }
        >
          <p className="mt-1 text-ink-soft">
            {t("overview.adminsSuspended", { admins: users.admins, suspended: users.suspended })}
          </p>
          <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink-faint uppercase">{t("newest")}</h3>
          <ul className="mt-1 divide-y divide-paper-edge/70">
            {newest.users.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="font-semibold">{botName(u.displayName, u.bot)}</span>
                {/* a bot's "email" is an internal key (bot:heuristic:1), not an address */}
                {u.bot ? null : <span className="break-all text-ink-soft">{u.email}</span>}
              </li>
            ))}
          </ul>
          <Link href="/admin/users" className="btn btn-quiet mt-4">
            {t("overview.manageUsers")}
          </Link>
        </Panel>

        <Panel
          id="presets"
          title={t("nav.houseRules")}
          className="panel p-6"
          aside={
            <p className="text-ink-soft">
              {t.rich("overview.presets", { count: presets.total, hidden: presets.hidden, strong })}
            </p>
          }
        >
          <AdminTable
            className="mt-3"
            caption={t("overview.presetsCaption")}
            columns={[
              { label: t("overview.game"), className: "py-1.5 pr-3 font-semibold" },
              { label: t("overview.default"), className: "py-1.5 pr-3 font-semibold max-sm:hidden" },
              { label: t("overview.presetCount"), className: "py-1.5 text-right font-semibold" },
            ]}
          >
            <tbody>
              {presets.byGame.map((g) => {
                const byDefault =
                  g.defaultTitle === null ? "—" : presetWords(tOptions, g.defaultTitle, g.defaultTitleKey);
                // a phone gives the default a line under the game's name (three columns ran past a 390 px
                // screen); the link is a block of its own, not a link inside a line of text
                return (
                  <tr key={g.game} className="border-b border-paper-edge/70">
                    <th scope="row" className="py-1.5 pr-3 font-semibold">
                      <Link href={`/admin/presets?game=${g.game}`} className="block">
                        {tGames(`${g.game}.shortName`)}
                      </Link>
                      <span className="block text-sm font-normal text-ink-soft sm:hidden">{byDefault}</span>
                    </th>
                    <td className="py-1.5 pr-3 max-sm:hidden">{byDefault}</td>
                    <td className="py-1.5 text-right">{g.count}</td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
          <Link href="/admin/presets/new" className="btn btn-primary mt-4">
            {t("overview.newPreset")}
          </Link>
        </Panel>
      </div>

      <Panel id="email" title={t("nav.email")} more={{ href: "/admin/email", label: t("overview.everyEmail") }}>
        <p className="mt-2" data-testid="mail-status">
          {t("overview.mail", { on: String(overview.mailOn) })}
        </p>
      </Panel>

      <Panel id="push" title={t("overview.push")}>
        <p className="mt-2" data-testid="push-status">
          {t("overview.pushKeys", { keys: overview.push.keys })}
          {t("overview.pushBrowsers", { count: overview.push.subscriptions })}
        </p>
      </Panel>

      <Panel
        id="audit"
        title={t("overview.latestActions")}
        more={{ href: "/admin/audit", label: t("overview.wholeAudit") }}
      >
        <div className="mt-2">
          <AuditList entries={overview.recentAudit} />
        </div>
      </Panel>
    </>
  );
}

/**
 * One part of the overview: a titled panel, with what stands beside its title when it has one (a count, or `more`:
 * a link to the whole list).
 */
function Panel({
  id,
  title,
  className = "panel mt-6 p-6",
  aside,
  more,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  aside?: ReactNode;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  const beside = more ? <Link href={more.href}>{more.label}</Link> : aside;
  const heading = (
    <h2 id={`${id}-heading`} className="text-xl font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      {beside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
