"use client";
// "My games" (table.myGames): the player's games, their turn first, and the tables they wait at. The lobby shows all
// of it and refreshes every 10 s; the home page shows only a few games in play, with a link to the lobby for the rest,
// and does not poll (light on a phone): the bell refreshes this query when a turn comes (notification-bell).
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { RouterOutputs } from "~/app/_lib/api-types";
import { useNotificationCounts } from "../_components/layout/site-live";
import { useQuery, useQueryClient, useTRPC } from "../_lib/trpc";
import { MyGameRow } from "./my-game-row";
import { useTimeControlLabel } from "./time-words";
import { useGameTitle } from "./words";

/** Games in play the home page lists at most; the lobby has the rest. */
export const HOME_GAMES = 5;

export function MyGames({
  variant = "lobby",
  initial,
}: {
  variant?: "lobby" | "home";
  initial?: RouterOutputs["table"]["myGames"];
}) {
  const t = useTranslations("Play");
  const gameTitle = useGameTitle();
  const timeControlLabel = useTimeControlLabel();
  const trpc = useTRPC();
  const home = variant === "home";
  // The server's list (home page) is the first answer: no "Looking…" flash, no second request at once.
  const q = useQuery(
    trpc.table.myGames.queryOptions(
      undefined,
      home ? { initialData: initial, staleTime: 30_000 } : { refetchInterval: 10_000, staleTime: 0 },
    ),
  );
  // A new notification is most often a turn: the list is read again.
  const queryClient = useQueryClient();
  useNotificationCounts(() => void queryClient.invalidateQueries({ queryKey: trpc.table.myGames.queryKey() }));
  const data = q.data;
  const all = data?.games ?? [];
  // A game I left is over for me, though the others play on.
  const inPlay = all.filter((g) => g.status === "ACTIVE" && !g.left);
  const games = home ? inPlay.slice(0, HOME_GAMES) : all;
  const waiting = home ? [] : (data?.waiting ?? []);
  const myTurns = inPlay.filter((g) => g.myTurn).length;
  return (
    <section aria-labelledby="my-games-heading" className="panel p-5" data-testid={home ? "home-my-games" : "my-games"}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="my-games-heading" className="text-xl font-semibold">
          {home ? t("mine.yourGames") : t("mine.myGames")}
        </h2>
        {home && myTurns > 0 ? (
          <span className="text-sm font-semibold text-beni" data-testid="my-turn-count">
            {t("mine.turns", { count: myTurns })}
          </span>
        ) : null}
      </div>
      {q.isPending ? <p className="mt-2 text-ink-soft">{t("mine.looking")}</p> : null}
      {!q.isPending && !home && games.length === 0 && waiting.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t("mine.noneLobby")}</p>
      ) : null}
      {!q.isPending && home && games.length === 0 ? <p className="mt-2 text-ink-soft">{t("mine.noneHome")}</p> : null}
      {games.length > 0 ? (
        <ul className="mt-3 divide-y divide-paper-edge">
          {games.map((g) => (
            <MyGameRow key={g.gameId} g={g} />
          ))}
        </ul>
      ) : null}
      {waiting.length > 0 ? (
        <>
          <h3 className="mt-4 font-sans text-sm font-bold text-ink-soft">{t("mine.waiting")}</h3>
          <ul className="mt-1 divide-y divide-paper-edge">
            {waiting.map((w) => (
              <li key={w.id}>
                <Link
                  href={`/table/${w.id}`}
                  className="flex flex-wrap items-center gap-x-3 py-2 text-ink no-underline hover:bg-paper-deep/50"
                  data-testid="my-waiting-table"
                >
                  <span className="font-semibold">{gameTitle(w.game, w.gameTitle)}</span>
                  <span className="text-ink-soft">
                    {t("lobby.seatsTaken", { taken: w.seatsTaken, count: w.playerCount })}
                  </span>
                  <span className="text-sm text-ink-faint">{timeControlLabel(w.game, w.timeControl)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {home ? (
        <p className="mt-3">
          <Link href="/play" data-testid="home-to-play">
            {inPlay.length > games.length ? t("mine.allInPlay", { count: inPlay.length }) : t("mine.toLobby")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
