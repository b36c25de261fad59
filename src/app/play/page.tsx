import type { Metadata } from "next";
import { GameList } from "../_components/ui/game-list";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";

export const metadata: Metadata = { title: "Play" };

export default async function PlayPage() {
  const games = await (await serverApi()).game.catalog();
  return (
    <>
      <PageHeader title="Play" kicker="Choose a game">
        Five hanafuda games, each with its house rules. A table keeps its place between your visits: play a move
        now, the next one tonight.
      </PageHeader>
      <GameList games={games} />
      <section aria-labelledby="tables-heading" className="panel mt-10 p-6">
        <h2 id="tables-heading" className="text-xl font-semibold">
          Open tables
        </h2>
        <p className="mt-2 text-ink-soft">
          Tables waiting for players are listed here with their game, house rules and free seats, next to the tables
          where it is your turn. No table is open at the moment.
        </p>
      </section>
    </>
  );
}
