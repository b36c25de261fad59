// /replays/[gameId]: a game's replay. ?move=N (the position: 0 is the first deal) and ?seat=S (a seat's view, or
// "all") open it where a shared link points.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { botNamesIn } from "~/lib/bot-name";
import { idParam, type SegmentPageProps } from "../../_lib/page-params";
import { serverApi } from "../../_lib/server-api";
import { ReplayScreen } from "./replay-screen";
import { servedPage } from "./served";
import { servedNarrow } from "./served-layout";
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
  const api = await serverApi();
  const botNames = botNamesIn(await getTranslations("BotLevels"));
  const page = await servedPage(() => api.replay.get({ gameId }), one(q.move), one(q.seat) ?? one(q.view), botNames);
  if (page.kind === "missing") notFound();
  // The layout the server draws (a phone's or a wide screen's) is the one the browser hydrates; the screen's width
  // decides from then on.
  return <ReplayScreen gameId={gameId} page={page} narrow={servedNarrow(await headers())} />;
}

export default withMessages("replays/[gameId]/page.tsx", ReplayPage);
