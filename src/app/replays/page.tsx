// /replays: my games (finished, and those in play as my seat saw them) or every public finished game, filtered by
// game, player, tournament and the days they started; each opens its replay. ?tournament= (an id or a name) and the
// other filters can be linked to.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../_components/ui/page-header";
import { getSession } from "../_lib/server-api";
import { ReplayList, type ReplayFilters } from "./_components/replay-list";

export const metadata: Metadata = { title: "Replays" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function ReplaysPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const signedIn = Boolean(await getSession());
  const initial: ReplayFilters = {
    scope: signedIn && one(q.scope) !== "public" ? "mine" : "public",
    status: one(q.status) === "finished" || one(q.status) === "playing" ? (one(q.status) as "finished" | "playing") : "",
    game: one(q.game),
    player: one(q.player),
    tournament: one(q.tournament),
    from: one(q.from),
    to: one(q.to),
  };
  return (
    <>
      <PageHeader title="Replays" kicker="Review, export, verify">
        Step through any finished game move by move, with every hand open or as one player saw it, the scoring of each round and a check that its
        shuffle was fair. <Link href="/replays/import">View a record file</Link>.
      </PageHeader>
      <ReplayList initial={initial} signedIn={signedIn} />
    </>
  );
}
