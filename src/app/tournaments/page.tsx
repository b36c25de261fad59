import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { TournamentSummaryView } from "~/server/views/tournament";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { TournamentCard } from "./tournament-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Tournaments"))("list.title") };
}
export const dynamic = "force-dynamic";

function Section({
  title,
  list,
  empty,
  testId,
}: {
  title: string;
  list: TournamentSummaryView[];
  empty: string;
  testId: string;
}) {
  return (
    <section className="mb-8" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      {list.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((t) => (
            <TournamentCard key={t.id} t={t} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft">{empty}</p>
      )}
    </section>
  );
}

export default async function TournamentsPage() {
  const [session, lists, t] = await Promise.all([
    getSession(),
    serverApi().then((api) => api.tournament.list()),
    getTranslations("Tournaments"),
  ]);
  return (
    <>
      <PageHeader title={t("list.title")} kicker={t("list.kicker")}>
        {t("list.intro")}
      </PageHeader>
      <p className="-mt-4 mb-6">
        {session ? (
          <Link href="/tournaments/new" className="btn btn-primary" data-testid="new-tournament">
            {t("list.organise")}
          </Link>
        ) : (
          t.rich("list.signIn", { link: (chunks) => <Link href="/sign-in?callbackUrl=/tournaments">{chunks}</Link> })
        )}
      </p>
      <Section title={t("list.upcoming")} list={lists.upcoming} empty={t("list.noUpcoming")} testId="upcoming" />
      <Section title={t("list.running")} list={lists.running} empty={t("list.noRunning")} testId="running" />
      <Section title={t("list.finished")} list={lists.finished} empty={t("list.noFinished")} testId="finished" />
    </>
  );
}
