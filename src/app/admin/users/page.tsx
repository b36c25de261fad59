import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDateTime } from "../../_lib/get-date-time";
import { BotBadge } from "../../_components/game/seat-badge";
import { PlayerLink } from "../../_components/player/player-link";
import { PageHeader } from "../../_components/ui/page-header";
import { textParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { adminMetadata, requireAdminPage } from "../require-admin";
import { UserActions } from "./user-actions";
import { withMessages } from "~/i18n/route-messages";
import { botNamesIn } from "~/lib/bot-name";
import { inputErrorIn } from "~/server/i18n/input-errors";

export const generateMetadata = () => adminMetadata("users");

const PAGE_SIZE = 20;

function pageHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return `/admin/users${s ? `?${s}` : ""}`;
}

async function AdminUsersPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const session = await requireAdminPage("/admin/users");
  const sp = await searchParams;
  const [t, dateTime, tBots, locale] = await Promise.all([
    getTranslations("Admin"),
    getDateTime(),
    getTranslations("BotLevels"),
    getLocale(),
  ]);
  const botName = botNamesIn(tBots);
  // A query the search would refuse lists nobody and says why, in the admin's language.
  const { text: q, problem, shown } = textParam(sp.q, "name", 200);
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(sp.page ?? "1", 10) || 1));
  const result = problem
    ? { users: [], total: 0, page: 1, pages: 1 }
    : await (await serverApi()).admin.users({ query: q, page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader title={t("nav.users")} kicker={t("kicker")}>
        {t("users.intro")}
      </PageHeader>
      <form role="search" method="get" action="/admin/users" className="mb-6 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="user-search" className="field-label">
            {t("users.searchLabel")}
          </label>
          <input id="user-search" name="q" type="search" defaultValue={shown} className="field-input" maxLength={200} />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("users.search")}
        </button>
        {shown ? (
          <Link href="/admin/users" className="btn btn-quiet">
            {t("users.clear")}
          </Link>
        ) : null}
      </form>
      {problem ? (
        <p className="field-error mb-3" role="alert" data-testid="user-search-error">
          {inputErrorIn(locale, problem)}
        </p>
      ) : null}
      <p className="mb-3 text-ink-soft" role="status" data-testid="user-results">
        {t("users.results", {
          count: result.total,
          query: q,
          filtered: String(q !== ""),
          page: result.page,
          pages: result.pages,
        })}
      </p>
      <ul className="grid gap-3" data-testid="user-list">
        {result.users.map((u) => (
          <li key={u.id} className="panel flex flex-wrap items-start justify-between gap-3 p-4" data-testid="user-row">
            <div className="min-w-0">
              <p className="font-semibold">
                <PlayerLink userId={u.id}>{botName(u.displayName, u.bot)}</PlayerLink>
                {u.bot ? <BotBadge level={u.bot} phoneClass="ml-2 align-middle" /> : null}
                {u.role === "ADMIN" ? (
                  <span className="ml-2 rounded bg-ai px-1.5 py-0.5 text-xs font-bold tracking-wide text-paper uppercase">
                    {t("users.admin")}
                  </span>
                ) : null}
                {u.status === "SUSPENDED" ? (
                  <span className="ml-2 rounded bg-beni px-1.5 py-0.5 text-xs font-bold tracking-wide text-paper uppercase">
                    {t("users.suspended")}
                  </span>
                ) : null}
              </p>
              {/* a bot's "email" is an internal key (bot:heuristic:1), not an address */}
              {u.bot ? null : <p className="break-all text-ink-soft">{u.email}</p>}
              <p className="text-sm text-ink-faint">
                {t.rich("users.joined", {
                  date: () => (
                    <time dateTime={u.createdAt.toISOString()}>
                      {dateTime(u.createdAt, { dateStyle: "medium", timeZone: "UTC" })}
                    </time>
                  ),
                })}
              </p>
            </div>
            <UserActions user={u} isMe={u.id === session.user.id} />
          </li>
        ))}
      </ul>
      {result.pages > 1 ? (
        <nav aria-label={t("pages")} className="mt-6 flex flex-wrap items-center gap-3">
          {result.page > 1 ? (
            <Link href={pageHref(q, result.page - 1)} className="btn btn-quiet" rel="prev">
              {t("users.previous")}
            </Link>
          ) : null}
          {result.page < result.pages ? (
            <Link href={pageHref(q, result.page + 1)} className="btn btn-quiet" rel="next">
              {t("users.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export default withMessages("admin/users/page.tsx", AdminUsersPage);
