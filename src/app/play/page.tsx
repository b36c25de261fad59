import type { Metadata } from "next";
import Link from "next/link";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { GameList } from "../_components/ui/game-list";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { PlayLobby } from "./play-lobby";

export const metadata: Metadata = { title: "Play" };

export default async function PlayPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [session, games, q] = await Promise.all([
    getSession(),
    serverApi().then((api) => api.game.catalog()),
    searchParams,
  ]);
  const wanted = Array.isArray(q.new) ? q.new[0] : q.new;
  const initialGame = (GAME_NAMES as readonly string[]).includes(wanted ?? "") ? (wanted as GameName) : undefined;
  return (
    <>
      <PageHeader title="Play" kicker="Tables and games">
        Six hanafuda games, each with its house rules. A table keeps its place between your visits: play a move now, the
        next one tonight.
      </PageHeader>
      <nav
        aria-label="Rules"
        className="-mt-4 mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base"
        data-testid="rules-links"
      >
        <span className="font-semibold">How to play:</span>
        {games.map((g) => (
          <Link key={g.game} href={`/rules/${g.game}`}>
            {g.title}
          </Link>
        ))}
      </nav>
      {session ? (
        <PlayLobby
          games={games
            .filter((g) => g.playable)
            .map(({ game, title, minPlayers, maxPlayers }) => ({ game, title, minPlayers, maxPlayers }))}
          initialGame={initialGame}
        />
      ) : (
        <>
          <p className="panel mb-6 p-5 text-ink-soft">
            <Link href="/sign-in?callbackUrl=/play">Sign in</Link> or <Link href="/sign-up">create an account</Link> to
            open a table, join one and see your games.
          </p>
          <GameList games={games} />
        </>
      )}
    </>
  );
}
