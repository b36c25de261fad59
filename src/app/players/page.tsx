// /players: the leaderboards, one game at a time (?game=, Sakura first). Linked from the site header.
import type { Metadata } from "next";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";
import { Leaderboard } from "./leaderboard";

export const metadata: Metadata = { title: "Players" };
export const dynamic = "force-dynamic";

export default async function PlayersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = (await searchParams).game;
  const asked = Array.isArray(q) ? q[0] : q;
  const game: GameName = GAME_NAMES.find((g) => g === asked) ?? "sakura";
  const board = await (await serverApi()).user.leaderboard({ game });
  return (
    <>
      <PageHeader title="Players" kicker="Leaderboards">
        The best-rated players of each game. Every finished game between people (not bots, tournaments included) moves its players&apos; Glicko-2
        ratings; everyone starts at 1500.
      </PageHeader>
      <Leaderboard board={board} />
    </>
  );
}
