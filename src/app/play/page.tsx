import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { GameList } from "../_components/ui/game-list";
import { PageHeader } from "../_components/ui/page-header";
import { getSession, serverApi } from "../_lib/server-api";
import { PlayLobby } from "./play-lobby";
import { RulesLinks } from "./rules-links";
import type { SearchParams } from "../_lib/page-params";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Play"))("page.title") };
}

async function PlayPage({ searchParams }: { searchParams: SearchParams }) {
  const [session, games, q, t, tGames] = await Promise.all([
    getSession(),
    serverApi().then((api) => api.game.catalog()),
    searchParams,
    getTranslations("Play"),
    getTranslations("Games"),
  ]);
  const title = (game: string, fallback: string) => (tGames.has(`${game}.name`) ? tGames(`${game}.name`) : fallback);
  const wanted = Array.isArray(q.new) ? q.new[0] : q.new;
  const initialGame = (GAME_NAMES as readonly string[]).includes(wanted ?? "") ? (wanted as GameName) : undefined;
  return (
    <>
      <PageHeader title={t("page.title")} kicker={t("page.kicker")}>
        {t("page.lead", { games: games.length })}
      </PageHeader>
      <RulesLinks games={games} />
      {session ? (
        <PlayLobby
          games={games
            .filter((g) => g.playable)
            .map(({ game, title: english, minPlayers, maxPlayers }) => ({
              game,
              title: title(game, english),
              minPlayers,
              maxPlayers,
            }))}
          initialGame={initialGame}
        />
      ) : (
        <>
          <p className="panel mb-6 p-5 text-ink-soft">
            {t.rich("page.signIn", {
              signIn: (words) => <Link href="/sign-in?callbackUrl=/play">{words}</Link>,
              signUp: (words) => <Link href="/sign-up">{words}</Link>,
            })}
          </p>
          <GameList games={games} />
        </>
      )}
    </>
  );
}

export default withMessages("play/page.tsx", PlayPage);
