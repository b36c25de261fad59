// /dev/boards: the game boards without a server (development only; 404 in production).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { DEFAULT_GAME, gameClient } from "~/app/_games/registry";
import { HarnessLoader } from "./loader";
import { withMessages } from "~/i18n/route-messages";

export const metadata: Metadata = { title: "Boards (development)" };

type Search = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

async function BoardsPage({ searchParams }: { searchParams: Promise<Search> }) {
  if (process.env.NODE_ENV === "production") notFound();
  const q = await searchParams;
  const game = (GAME_NAMES as readonly string[]).includes(one(q.game) ?? "") ? (one(q.game) as GameName) : DEFAULT_GAME;
  const int = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : null);
  const seat = one(q.seat);
  const params = {
    game,
    players: int(one(q.players)) ?? gameClient(game).dev.players,
    teams: int(one(q.teams)),
    seed: one(q.seed) ?? "a",
    seat: seat === "follow" ? ("follow" as const) : (int(seat) ?? 0),
    at: one(q.at) ?? "start",
    auto: one(q.auto) !== "0",
    rounds: int(one(q.rounds)),
    standIn: int(one(q.standin)),
    pending: one(q.pending) === "1",
  };
  return (
    <>
      <h1 className="sr-only">Game boards (development harness)</h1>
      <HarnessLoader params={params} />
    </>
  );
}

export default withMessages("dev/boards/page.tsx", BoardsPage);
