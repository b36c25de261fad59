import type { Metadata } from "next";
import Link from "next/link";
import type { TournamentSummaryView } from "~/server/api/views/tournament";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { STATUS_LABEL, when } from "./when";

export const metadata: Metadata = { title: "Tournaments" };
export const dynamic = "force-dynamic";

function TournamentCard({ t }: { t: TournamentSummaryView }) {
  return (
    <li className="panel p-4" data-testid="tournament-card" data-status={t.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {t.featured ? <span className="mr-2 rounded bg-kin/40 px-1.5 py-0.5 text-sm">Featured</span> : null}
          <Link href={`/tournaments/${t.id}`}>{t.name}</Link>
        </h3>
        <span className="text-sm font-semibold text-ink-soft">{STATUS_LABEL[t.status]}</span>
      </div>
      <p className="mt-1 text-ink-soft">
        {t.gameTitle} · {t.formatTitle} · {t.shape} · {t.gamesPerPairing > 1 ? `${t.gamesPerPairing} games a pairing · ` : ""}
        {t.scoring === "victories" ? "win count" : "cumulative points"}
      </p>
      <p className="mt-1 text-sm">
        {t.status === "registration" ? (
          <>
            Registration closes {when(t.registrationClosesAt)} · {t.entrantCount} of {t.maxEntrants} {t.teamSize > 1 ? "teams" : "places"} taken
          </>
        ) : t.status === "running" ? (
          <>
            Round {t.currentRound ?? 1} of {t.totalRounds ?? "?"} · {t.entrantCount} {t.teamSize > 1 ? "teams" : "entrants"}
          </>
        ) : t.status === "finished" ? (
          <>Winner: {t.winnerName ?? "—"} · {t.entrantCount} {t.teamSize > 1 ? "teams" : "entrants"}</>
        ) : (
          <>Cancelled</>
        )}
      </p>
    </li>
  );
}

function Section({ title, list, empty, testId }: { title: string; list: TournamentSummaryView[]; empty: string; testId: string }) {
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
        Events on a schedule: register before the close, and each round&apos;s games start at their time. Games still running at a round&apos;s deadline
        are finished by the stand-in.
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
      <Section title="Upcoming" list={lists.upcoming} empty="No tournament is open for registration." testId="upcoming" />
      <Section title="Running" list={lists.running} empty="No tournament is being played now." testId="running" />
      <Section title="Finished" list={lists.finished} empty="No tournament has finished yet." testId="finished" />
    </>
  );
}
