// /replays: my games (finished, and those in play as my seat saw them) or every public finished game, filtered by
// game, player, tournament and the days they started; each opens its replay. ?tournament= (an id or a name) and the
// other filters can be linked to; ?playerId= is one player's games (their page's "More games"), headed with their name.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GAME_NAMES } from "~/engine/core/ruleset";
import Link from "next/link";
import { PageHeader } from "../_components/ui/page-header";
import { idParam, type SearchParams, textParam } from "../_lib/page-params";
import { getSession, serverApi } from "../_lib/server-api";
import { TRPCReactProvider } from "../_lib/trpc";
import { ReplayList, type ReplayFilters } from "./_components/replay-list";
import { withMessages } from "~/i18n/route-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Replays"))("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

async function ReplaysPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  const t = await getTranslations("Replays");
  const signedIn = Boolean(await getSession());
  // The player of ?playerId=, by name; an unknown id lists nothing and is headed "this player".
  // Filters that could not be searched for are left out (an odd player id lists nobody's games by name).
  const playerId = idParam(q.playerId) ?? "";
  const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");
  const playerName = playerId
    ? await (
        await serverApi()
      ).user
        .player({ userId: playerId })
        .then((p) => p.displayName)
        .catch(() => null)
    : null;
  const initial: ReplayFilters = {
    scope: signedIn && one(q.scope) !== "public" ? "mine" : "public",
    status:
      one(q.status) === "finished" || one(q.status) === "playing" ? (one(q.status) as "finished" | "playing") : "",
    game: (GAME_NAMES as readonly string[]).includes(one(q.game)) ? one(q.game) : "",
    player: textParam(q.player, "name", 60).text,
    playerId,
    tournament: textParam(q.tournament, "name", 80).text,
    from: day(one(q.from)),
    to: day(one(q.to)),
  };
  return (
    <>
      <PageHeader title={t("title")} kicker={t("kicker")}>
        {t.rich("intro", { link: (chunks) => <Link href="/replays/import">{chunks}</Link> })}
      </PageHeader>
      {/* the list's filters call the API; a replay's page has no client of its own (its analysis brings one) */}
      <TRPCReactProvider>
        <ReplayList initial={initial} signedIn={signedIn} playerName={playerName} />
      </TRPCReactProvider>
    </>
  );
}

export default withMessages("replays/page.tsx", ReplaysPage);
