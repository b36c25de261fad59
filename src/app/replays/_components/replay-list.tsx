"use client";
// The replay list with its filters (kept in the URL so a filtered list can be linked to): whose games, which game,
// a player's name, a tournament, the days; newest first, a page at a time.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { GameName } from "~/engine/core/ruleset";
import type { ReplayListView } from "~/server/views/replay";
import { useTRPC } from "../../_lib/trpc";
import { useInfiniteQuery } from "../../_lib/infinite-query";
import { ReplayFilterPanel, type ReplayFilters } from "./replay-filters";
import { Item } from "./replay-item";
import { FormError } from "~/app/_components/ui/form-error";
import { MoreButton } from "~/app/_components/ui/more-button";

export type { ReplayFilters };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Typing in a text box waits a moment before asking the server. */
function useSettled<T>(value: T, ms = 350): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The date filters the list can use: well-formed days, the end left out (and said so) when it is before the start. */
export function dateRange(fromText: string, toText: string): { from?: string; to?: string; reversed: boolean } {
  const from = DAY.test(fromText) ? fromText : undefined;
  const to = DAY.test(toText) ? toText : undefined;
  const reversed = Boolean(from && to && to < from);
  return { from, to: reversed ? undefined : to, reversed };
}

export function ReplayList({
  initial,
  signedIn,
  playerName = null,
}: {
  initial: ReplayFilters;
  signedIn: boolean;
  playerName?: string | null;
}) {
  const t = useTranslations("Replays");
  const trpc = useTRPC();
  const [f, setF] = useState<ReplayFilters>(initial);
  const set = (k: keyof ReplayFilters, v: string) => setF((x) => ({ ...x, [k]: v }));
  const player = useSettled(f.player.trim());
  const tournament = useSettled(f.tournament.trim());
  const { from, to, reversed } = dateRange(f.from, f.to);
  const input = {
    scope: f.scope,
    status: f.status || undefined,
    game: (f.game || undefined) as GameName | undefined,
    player: player || undefined,
    playerId: f.playerId || undefined,
    tournament: tournament || undefined,
    from,
    to,
    limit: 20,
  };
  const q = useInfiniteQuery(
    trpc.replay.list.infiniteQueryOptions(input, {
      getNextPageParam: (p: ReplayListView) => p.nextCursor ?? undefined,
      staleTime: 10_000,
    }),
  );
  const items = (q.data?.pages ?? []).flatMap((p) => p.items);

  // The filters in the address bar: a filtered list is a link.
  useEffect(() => {
    const p = new URLSearchParams();
    if (signedIn && f.scope === "public") p.set("scope", "public");
    for (const k of ["status", "game", "player", "playerId", "tournament", "from", "to"] as const)
      if (f[k]) p.set(k, f[k]);
    const url = `/replays${p.size ? `?${p.toString()}` : ""}`;
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history.replaceState(window.history.state, "", url);
  }, [f, signedIn]);

  return (
    <div className="space-y-4">
      <ReplayFilterPanel f={f} set={set} signedIn={signedIn} playerName={playerName} reversed={reversed} />
      {q.isPending ? <p className="text-ink-soft">{t("looking")}</p> : null}
      <FormError message={q.error?.message} />
      {!q.isPending && !q.isError && items.length === 0 ? (
        <div className="panel p-6" data-testid="replays-empty">
          <h2 className="text-xl font-semibold">{t("noneFound")}</h2>
          <p className="mt-2 text-ink-soft">
            {f.scope === "mine" ? t("emptyMine") : t("emptyPublic")} {t("otherFilters")}
          </p>
        </div>
      ) : null}
      <ul className="space-y-3" data-testid="replay-list">
        {items.map((g) => (
          <Item key={g.gameId} g={g} />
        ))}
      </ul>
      <MoreButton query={q} className="btn border border-paper-edge bg-white">
        {q.isFetchingNextPage ? t("loading") : t("moreGames")}
      </MoreButton>
    </div>
  );
}
