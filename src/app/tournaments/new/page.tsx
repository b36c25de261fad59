import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "../../_components/ui/page-header";
import { getSession, serverApi } from "../../_lib/server-api";
import { CreateTournamentForm } from "./create-tournament-form";
import { findGameClient } from "~/app/_games/registry";

export const metadata: Metadata = { title: "Organise a tournament" };

export default async function NewTournamentPage() {
  if (!(await getSession())) redirect("/sign-in?callbackUrl=/tournaments/new");
  const games = (await (await serverApi()).game.catalog()).filter(
    (g) => g.playable && findGameClient(g.game)?.tournaments === true,
  );
  return (
    <>
      <PageHeader title="Organise a tournament" kicker="Tournaments">
        Any signed-in player may organise one. The house rules you choose are pinned for the whole event.
      </PageHeader>
      <CreateTournamentForm
        games={games.map(({ game, title, minPlayers, maxPlayers }) => ({ game, title, minPlayers, maxPlayers }))}
      />
    </>
  );
}
