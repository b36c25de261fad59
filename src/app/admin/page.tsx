import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";
import { AuditList } from "./audit-list";
import { requireAdminPage } from "./require-admin";
import { plural, pluralWord } from "~/engine/core/plural";
import { ColumnHeads } from "~/app/_components/ui/column-heads";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  await requireAdminPage("/admin");
  const api = await serverApi();
  const [overview, newest] = await Promise.all([api.admin.overview(), api.admin.users({ pageSize: 5 })]);
  const { users, presets } = overview;
  return (
    <>
      <PageHeader title="Admin" kicker="Site administration">
        The house rules the site offers for each game, the accounts, and a log of everything admins do here.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="users-heading" className="panel p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="users-heading" className="text-xl font-semibold">
              Users
            </h2>
            <p className="text-ink-soft" data-testid="user-count">
              <strong className="text-2xl text-ink">{users.total}</strong> {pluralWord(users.total, "account")} in all
            </p>
          </div>
          <p className="mt-1 text-ink-soft">
            {plural(users.admins, "admin")} · {users.suspended} suspended
          </p>
          <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink-faint uppercase">Newest</h3>
          <ul className="mt-1 divide-y divide-paper-edge/70">
            {newest.users.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="font-semibold">{u.displayName}</span>
                <span className="break-all text-ink-soft">{u.email}</span>
              </li>
            ))}
          </ul>
          <Link href="/admin/users" className="btn btn-quiet mt-4">
            Search and manage users
          </Link>
        </section>

        <section aria-labelledby="presets-heading" className="panel p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="presets-heading" className="text-xl font-semibold">
              House rules
            </h2>
            <p className="text-ink-soft">
              <strong className="text-2xl text-ink">{presets.total}</strong> presets · {presets.hidden} hidden
            </p>
          </div>
          <table className="mt-3 w-full border-collapse text-left">
            <caption className="sr-only">Presets per game and each game&apos;s default</caption>
            <ColumnHeads
              className="border-b-2 border-paper-edge text-sm text-ink-faint"
              columns={[
                { label: "Game", className: "py-1.5 pr-3 font-semibold" },
                { label: "Default", className: "py-1.5 pr-3 font-semibold" },
                { label: "Presets", className: "py-1.5 text-right font-semibold" },
              ]}
            />
            <tbody>
              {presets.byGame.map((g) => (
                <tr key={g.game} className="border-b border-paper-edge/70">
                  <th scope="row" className="py-1.5 pr-3 font-semibold">
                    <Link href={`/admin/presets?game=${g.game}`}>{g.gameTitle}</Link>
                  </th>
                  <td className="py-1.5 pr-3">{g.defaultTitle ?? "—"}</td>
                  <td className="py-1.5 text-right">{g.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Link href="/admin/presets/new" className="btn btn-primary mt-4">
            New preset
          </Link>
        </section>
      </div>

      <section aria-labelledby="email-heading" className="panel mt-6 p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="email-heading" className="text-xl font-semibold">
            Email
          </h2>
          <Link href="/admin/email">Every email sent</Link>
        </div>
        <p className="mt-2" data-testid="mail-status">
          {overview.mailOn
            ? "Email is on: turns, results, invitations and address confirmations go out by email."
            : "Email is off: set SMTP_URL (and MAIL_FROM) and restart to send turn, result and invitation emails."}
        </p>
      </section>

      <section aria-labelledby="push-heading" className="panel mt-6 p-6">
        <h2 id="push-heading" className="text-xl font-semibold">
          Push notifications
        </h2>
        <p className="mt-2" data-testid="push-status">
          Push is on
          {overview.push.keys === "environment"
            ? ", signed with the VAPID keys from the environment"
            : ", signed with VAPID keys the site made and keeps in the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to choose them)"}
          .{" "}
          {overview.push.subscriptions === 1
            ? "1 browser receives them."
            : `${overview.push.subscriptions} browsers receive them.`}
        </p>
      </section>

      <section aria-labelledby="audit-heading" className="panel mt-6 p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="audit-heading" className="text-xl font-semibold">
            Latest admin actions
          </h2>
          <Link href="/admin/audit">The whole audit log</Link>
        </div>
        <div className="mt-2">
          <AuditList entries={overview.recentAudit} />
        </div>
      </section>
    </>
  );
}
