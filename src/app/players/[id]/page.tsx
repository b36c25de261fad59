// /players/[id]: a player's public page (names across the site link here). An unknown id is the site's not-found page.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { botNamesIn } from "~/lib/bot-name";
import { idParam } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { PlayerPage } from "./player-page";
import { withMessages } from "~/i18n/route-messages";

export const dynamic = "force-dynamic";

/** The player, read once per request (the title and the page); null when there is no such player (or no such id). */
const playerOf = cache(async (id: string) =>
  idParam(id) === null
    ? null
    : (await serverApi()).user.player({ userId: id }).catch((e: unknown) => {
        if (e instanceof TRPCError && e.code === "NOT_FOUND") return null;
        throw e;
      }),
);

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const player = await playerOf((await params).id);
  if (!player) return { title: (await getTranslations("Players"))("player") };
  return { title: botNamesIn(await getTranslations("BotLevels"))(player.displayName, player.botLevel) };
}

async function PlayerRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const player = await playerOf(id);
  if (!player) notFound();
  if (player.botLevel) return <PlayerPage player={player} stats={null} games={[]} />;
  const api = await serverApi();
  const [stats, games, catalog] = await Promise.all([
    api.user.stats({ userId: id }),
    api.replay.list({ scope: "public", playerId: id, limit: 10 }),
    player.canChallenge ? api.game.catalog() : Promise.resolve([]),
  ]);
  // The games a challenge may be for: those the lobby offers.
  const challengeGames = catalog
    .filter((g) => g.playable)
    .map(({ game, title, minPlayers, maxPlayers }) => ({ game, title, minPlayers, maxPlayers }));
  return (
    <PlayerPage
      player={player}
      stats={stats}
      games={games.items}
      moreGames={games.nextCursor !== null}
      challengeGames={challengeGames}
    />
  );
}

export default withMessages("players/[id]/page.tsx", PlayerRoute);
