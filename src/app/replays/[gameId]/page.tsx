// /replays/[gameId]: a game's replay. ?move=N (the position: 0 is the first deal) and ?seat=S (a seat's view, or
// "all") open it where a shared link points.
import type { Metadata } from "next";
import { ReplayScreen } from "./replay-screen";

export const metadata: Metadata = { title: "Replay" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function ReplayPage({ params, searchParams }: { params: Promise<{ gameId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { gameId } = await params;
  const q = await searchParams;
  return <ReplayScreen gameId={gameId} move={one(q.move)} seat={one(q.seat) ?? one(q.view)} />;
}
