// /tournaments/[id]: an event's schedule, entrants, registration, and as it runs its bracket, crosstable or standings
// and every game (live: the page follows tournament.onChange).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { TournamentScreen } from "./tournament-screen";
import { withMessages } from "~/i18n/route-messages";

export const dynamic = "force-dynamic";

/** The event, read once per request (the title and the page); null when there is no such event. */
const tournamentOf = cache(async (id: string) =>
  idParam(id) === null ? null : (await serverApi()).tournament.get({ tournamentId: id }).catch(() => null),
);

/** The tab and the history say which event ("Moon Cup · Hanafuda"), not only "Tournament". */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const view = await tournamentOf((await params).id);
  return { title: view ? view.name : "Tournament" };
}

async function TournamentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await tournamentOf(id);
  if (!view) notFound();
  return <TournamentScreen initial={view} />;
}

export default withMessages("tournaments/[id]/page.tsx", TournamentPage);
