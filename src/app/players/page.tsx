// /players: a search by name (?q=) and the leaderboards, one game at a time (?game=, Sakura first). Linked from the
// site header.
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import { DEFAULT_GAME } from "~/app/_games/traits";
import { PageHeader } from "../_components/ui/page-header";
import { firstParam, type SearchParams, textParam } from "../_lib/page-params";
import { serverApi } from "../_lib/server-api";
import { inputErrorIn } from "~/server/i18n/input-errors";
import { NEW_RATING } from "~/server/ratings/glicko2";
import { Leaderboard } from "./leaderboard";
import { PlayerSearch } from "./player-search";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Players"))("title") };
}
export const dynamic = "force-dynamic";

async function PlayersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const t = await getTranslations("Players");
  const game: GameName = GAME_NAMES.find((g) => g === firstParam(params.game)) ?? DEFAULT_GAME;
  // A query the search would refuse is shown refused, with the field's reason in the reader's language.
  const { text: query, problem, shown } = textParam(params.q, "name", 50);
  const api = await serverApi();
  const board = await api.user.leaderboard({ game });
  let found = null;
  let searchError: string | null = problem ? inputErrorIn(await getLocale(), problem) : null;
  if (query) {
    try {
      found = await api.user.search({ query });
    } catch (e) {
      if (!(e instanceof TRPCError && e.code === "BAD_REQUEST")) throw e;
      searchError = t("search.tooLong", { max: 50 });
    }
  }
  return (
    <>
      <PageHeader title={t("title")} kicker={t("kicker")}>
        {t("intro", { start: NEW_RATING.rating })}
      </PageHeader>
      <PlayerSearch game={game} query={shown} result={found} error={searchError} />
      <Leaderboard board={board} />
    </>
  );
}

export default PlayersPage;
