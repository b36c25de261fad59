// /replays/[gameId]: a game's replay. ?move=N (the position: 0 is the first deal) and ?seat=S (a seat's view, or
// "all") open it where a shared link points.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { idParam, type SegmentPageProps } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { ReplayScreen } from "./replay-screen";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Replay"))("kicker") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export const dynamic = "force-dynamic";

async function ReplayPage({ params, searchParams }: SegmentPageProps<"gameId">) {
  const gameId = idParam((await params).gameId);
  if (!gameId) notFound();
  const q = await searchParams;
  // An unknown game is a real 404, as unknown players and events are; a game the viewer may not see (private table,
  // a game in play for a visitor) keeps the screen's own message and sign-in link.
  const missing = await (await serverApi()).replay.get({ gameId }).then(
    () => false,
    (e: unknown) => e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST"),
  );
  if (missing) notFound();
  return <ReplayScreen gameId={gameId} move={one(q.move)} seat={one(q.seat) ?? one(q.view)} />;
}

export default withMessages("replays/[gameId]/page.tsx", ReplayPage);
