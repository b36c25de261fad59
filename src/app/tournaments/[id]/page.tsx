// /tournaments/[id]: an event's schedule, entrants, registration, and as it runs its bracket, crosstable or standings
// and every game (live: the page follows tournament.onChange).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serverApi } from "../../_lib/server-api";
import { TournamentScreen } from "./tournament-screen";

export const metadata: Metadata = { title: "Tournament" };
export const dynamic = "force-dynamic";

export default async function TournamentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const api = await serverApi();
  const view = await api.tournament.get({ tournamentId: id }).catch(() => null);
  if (!view) notFound();
  return <TournamentScreen initial={view} />;
}
