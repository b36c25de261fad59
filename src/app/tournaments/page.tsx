import type { Metadata } from "next";
import Link from "next/link";
import type { TournamentSummaryView } from "~/server/views/tournament";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { TournamentCard } from "./tournament-card";

export const metadata: Metadata = { title: "Tournaments" };
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
  const [session, lists] = await Promise.all([getSession(), serverApi().then((api) => api.tournament.list())]);
  return (
    <>
      <PageHeader title="Tournaments" kicker="Scheduled play">
        Events on a schedule: register before the close, and each round&apos;s games start at their time. Games still
        running at a round&apos;s deadline are finished by the stand-in.
      </PageHeader>
      <p className="-mt-4 mb-6">
        {session ? (
          <Link href="/tournaments/new" className="btn btn-primary" data-testid="new-tournament">
            Organise a tournament
          </Link>
        ) : (
          <>
            <Link href="/sign-in?callbackUrl=/tournaments">Sign in</Link> to register or to organise a tournament.
          </>
        )}
      </p>
      <Section
        title="Upcoming"
        list={lists.upcoming}
        empty="No tournament is open for registration."
        testId="upcoming"
      />
      <Section title="Running" list={lists.running} empty="No tournament is being played now." testId="running" />
      <Section title="Finished" list={lists.finished} empty="No tournament has finished yet." testId="finished" />
    </>
  );
}
