"use client";
// The replay list with its filters (kept in the URL so a filtered list can be linked to): whose games, which game,
// a player's name, a tournament, the days; newest first, a page at a time.
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { GAME_NAMES, type GameName } from "~/engine/core/ruleset";
import type { ReplayListView, ReplaySummary } from "~/server/api/views/replay";
import { totalText } from "../../_components/game/names";
import { PlayerLink } from "../../_components/player/player-link";
import { useTRPC } from "../../_lib/trpc";
import { plural } from "~/engine/core/plural";

export interface ReplayFilters {
  scope: "mine" | "public";
  status: "" | "finished" | "playing";
  game: string;
  player: string;
  /** One player's games, by user id (the "More games" link of their page), with their name to show. */
  playerId: string;
  tournament: string;
  from: string;
  to: string;
}

const TITLES: Record<GameName, string> = {
  sakura: "Sakura",
  sfj: "Season's Flowers in Japan",
  mushi: "Mushi",
  judge: "Judge",
  sutda: "Sutda",
};
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

export function Item({ g }: { g: ReplaySummary }) {
  const when = new Date(g.finishedAt ?? g.createdAt).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
  const result = (seat: number) => g.results?.find((r) => r.seat === seat);
  return (
    <li
      className="panel flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
      data-testid="replay-item"
      data-game-id={g.gameId}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link href={`/replays/${g.gameId}`} className="text-lg font-semibold" data-testid="replay-link">
            {g.gameTitle}
          </Link>
          <span className="text-sm text-ink-faint">
            {g.status === "ACTIVE" ? "in play" : g.status === "ABORTED" ? "abandoned" : "finished"} · {when} ·{" "}
            {plural(g.moves, "move")}
            {g.visibility === "PRIVATE" ? " · private" : ""}
          </span>
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {g.players.map((p) => {
            const r = result(p.seat);
            return (
              <li key={p.seat} className={r?.outcome === "WON" ? "font-semibold text-matsu" : ""}>
                <PlayerLink userId={p.userId}>{p.displayName}</PlayerLink>
                {p.seat === g.mySeat ? <span className="text-ink-faint"> (you)</span> : null}
                {r ? <span className="tabular-nums"> {totalText(g.game, r.total)}</span> : null}
                {r?.outcome === "WON" ? " ★" : ""}
                {/* a resigned game's 0–0 with a star read like a draw won by nothing: say why it ended */}
                {p.out ? <span className="text-ink-faint"> · {p.out}</span> : null}
              </li>
            );
          })}
        </ul>
        {g.tournament ? (
          <p className="mt-1 text-sm text-ink-soft">
            <Link href={`/tournaments/${g.tournament.id}`}>{g.tournament.name}</Link>, round {g.tournament.round}
          </p>
        ) : null}
      </div>
      <Link href={`/replays/${g.gameId}`} className="btn btn-primary min-h-10 px-4 py-1.5 text-sm">
        {g.status === "ACTIVE" ? "Review so far" : "Replay"}
      </Link>
    </li>
  );
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

  const field = "rounded-md border border-paper-edge bg-white px-2 py-1.5 text-sm";
  return (
    <div className="space-y-4">
      <section className="panel p-4" aria-label="Filters" data-testid="replay-filters">
        {f.playerId ? (
          <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="filter-player-id">
            <span className="text-lg font-semibold">
              Games of <PlayerLink userId={f.playerId}>{playerName ?? "this player"}</PlayerLink>
            </span>
            <button
              type="button"
              className="btn min-h-10 border border-paper-edge bg-white px-3 py-1 text-sm"
              onClick={() => set("playerId", "")}
            >
              Show every player&apos;s games
            </button>
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          {signedIn ? (
            <fieldset className="flex gap-1 rounded-lg border border-paper-edge bg-white p-1 text-sm">
              <legend className="sr-only">Whose games</legend>
              {(["mine", "public"] as const).map((s) => (
                // The radio itself is hidden: its label shows the keyboard's focus ring instead (it showed none).
                <label
                  key={s}
                  className={`cursor-pointer rounded-md px-3 py-1 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-shu ${f.scope === s ? "bg-ink text-paper" : ""}`}
                >
                  <input
                    type="radio"
                    name="scope"
                    value={s}
                    checked={f.scope === s}
                    onChange={() => set("scope", s)}
                    className="sr-only"
                  />
                  {s === "mine" ? "My games" : "All public games"}
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="text-sm text-ink-soft">Public finished games. Sign in to see your own.</p>
          )}
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">Game</span>
            <select
              className={field}
              value={f.game}
              onChange={(e) => set("game", e.target.value)}
              data-testid="filter-game"
            >
              <option value="">All games</option>
              {GAME_NAMES.map((g) => (
                <option key={g} value={g}>
                  {TITLES[g]}
                </option>
              ))}
            </select>
          </label>
          {f.scope === "mine" ? (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">State</span>
              <select
                className={field}
                value={f.status}
                onChange={(e) => set("status", e.target.value)}
                data-testid="filter-status"
              >
                <option value="">Finished and in play</option>
                <option value="finished">Finished</option>
                <option value="playing">In play</option>
              </select>
            </label>
          ) : null}
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">Player</span>
            <input
              className={field}
              value={f.player}
              onChange={(e) => set("player", e.target.value)}
              placeholder="Part of a name"
              maxLength={60}
              data-testid="filter-player"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">Tournament</span>
            <input
              className={field}
              value={f.tournament}
              onChange={(e) => set("tournament", e.target.value)}
              placeholder="Name"
              maxLength={80}
              data-testid="filter-tournament"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">From</span>
            <input
              type="date"
              className={field}
              value={f.from}
              onChange={(e) => set("from", e.target.value)}
              data-testid="filter-from"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">To</span>
            <input
              type="date"
              className={field}
              value={f.to}
              min={f.from || undefined}
              onChange={(e) => set("to", e.target.value)}
              data-testid="filter-to"
            />
          </label>
        </div>
        {reversed ? (
          <p className="mt-2 text-sm font-semibold text-beni" role="status" data-testid="dates-reversed">
            “To” is before “From”: the list ignores it until it is the same day or later.
          </p>
        ) : null}
      </section>
      {q.isPending ? <p className="text-ink-soft">Looking for games…</p> : null}
      {q.isError ? (
        <p role="alert" className="field-error">
          {q.error.message}
        </p>
      ) : null}
      {!q.isPending && !q.isError && items.length === 0 ? (
        <div className="panel p-6" data-testid="replays-empty">
          <h2 className="text-xl font-semibold">No game found</h2>
          <p className="mt-2 text-ink-soft">
            {f.scope === "mine"
              ? "Games you play appear here, finished or in play."
              : "Finished games of public tables appear here."}{" "}
            Other filters may find more.
          </p>
        </div>
      ) : null}
      <ul className="space-y-3" data-testid="replay-list">
        {items.map((g) => (
          <Item key={g.gameId} g={g} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <button
          type="button"
          className="btn border border-paper-edge bg-white"
          onClick={() => void q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
        >
          {q.isFetchingNextPage ? "Loading…" : "More games"}
        </button>
      ) : null}
    </div>
  );
}
