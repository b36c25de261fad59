// /players/[id]: a player's public page (names across the site link here). An unknown id is the site's not-found page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serverApi } from "../../_lib/server-api";
import { PlayerPage } from "./player-page";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  const player = await (await serverApi()).user.player({ userId: id }).catch(() => null);
  return { title: player ? player.displayName : "Player" };
}

export default async function PlayerRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const api = await serverApi();
  const player = await api.user.player({ userId: id }).catch(() => null);
  if (!player) notFound();
  if (player.botLevel) return <PlayerPage player={player} stats={null} games={[]} />;
  const [stats, games] = await Promise.all([api.user.stats({ userId: id }), api.replay.list({ scope: "public", playerId: id, limit: 10 })]);
  return <PlayerPage player={player} stats={stats} games={games.items} />;
}
