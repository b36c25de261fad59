"use client";
// A game page's live part: the view from game.view (a reload always shows the current position), kept current by
// the table page's stream (table.onChange, server-sent events, held by TableScreen: it puts the views it brings in
// game.view's cache, only views newer than the one shown), and moves
// through game.move with the seq the player saw. A CONFLICT (someone moved first, or a second tab) reloads the
// position and says so kindly; other refusals are shown as they come.
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import type { GameView } from "~/app/_lib/api-types";
import { LazyEarlyEndDialog } from "../../_components/game/lazy-early-end";
import { GameBoard } from "../../_components/game/game-board";
import { clientOf } from "~/app/_games/clients";
import { toBoardView, withBotNames } from "../../_components/game/from-server";
import type { BoardMove } from "../../_components/game/types";
import { useBotNames } from "../../_components/player/use-bot-names";
import { type ApiError, useMutation, useQuery, useQueryClient, useTRPC } from "../../_lib/trpc";
import { leftGameLine, ResignControl } from "./resign-control";
import { gameViewQueryOptions, newerView } from "./view-order";

/** `stream`: the state of the page's live stream ("pending" while it is open). */
export function LiveGame({ gameId, stream }: { gameId: string; stream: "idle" | "connecting" | "pending" | "error" }) {
  const t = useTranslations("Table");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.game.view.queryKey({ gameId });
  const query = useQuery(trpc.game.view.queryOptions({ gameId }, gameViewQueryOptions));
  const [notice, setNotice] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  /** Takes a view if it is newer than (or as new as) the one shown. */
  const take = useCallback(
    (next: GameView) => {
      queryClient.setQueryData<GameView>(key, (cur) => newerView(cur, next));
    },
    [queryClient, key],
  );

  const move = useMutation(
    trpc.game.move.mutationOptions({
      onSuccess: (view) => {
        setNotice(null);
        take(view);
      },
      onError: (error: ApiError) => {
        if (error.data?.code === "CONFLICT") {
          setNotice({
            tone: "info",
            text: t("live.movedOn"),
          });
          void queryClient.invalidateQueries({ queryKey: key });
        } else {
          setNotice({ tone: "error", text: error.message });
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
    }),
  );

  const botNames = useBotNames();
  // the view the page shows: its bots named in the reader's language (the cache keeps the server's)
  const data = useMemo(() => query.data && withBotNames(query.data, botNames), [query.data, botNames]);
  // dataUpdatedAt: when this view reached the browser (for the server-clock correction of the deadline)
  const board = useMemo(() => (data ? toBoardView(data, query.dataUpdatedAt) : null), [data, query.dataUpdatedAt]);

  if (query.isPending) return <p className="text-ink-soft">{t("live.loading")}</p>;
  if (query.isError || !board || !data)
    return (
      <p role="alert" className="field-error">
        {query.error?.message ?? t("live.loadError")}
      </p>
    );

  // A seat that left (resigned, forfeited) while the others play on: the game is over for its player.
  const left =
    data.status === "ACTIVE" &&
    data.mySeat !== null &&
    Boolean(data.players.find((p) => p.seat === data.mySeat)?.forfeited);

  const onMove = (m: BoardMove) => {
    if (move.isPending) return;
    move.mutate({ gameId, seq: data.seq, move: m as Record<string, string | number | boolean> });
  };

  return (
    // the board starts close under the site's header: the page's top padding is room the hand needs on a phone
    <div
      className="-mt-5 space-y-3 sm:-mt-6"
      data-testid="live-game"
      data-connected={stream === "pending" ? "true" : "false"}
    >
      {notice ? (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={`flex items-start justify-between gap-3 rounded-xl border px-4 py-2.5 text-sm ${notice.tone === "error" ? "border-beni/40 bg-beni/5 text-beni" : "border-ai/30 bg-ai/5 text-ai"}`}
          data-testid="game-notice"
        >
          <span>{notice.text}</span>
          <button type="button" className="font-semibold underline" onClick={() => setNotice(null)}>
            {t("live.ok")}
          </button>
        </div>
      ) : null}
      {stream === "error" || stream === "connecting" ? (
        <p className="text-sm text-ink-faint" role="status">
          {stream === "error" ? t("live.stopped") : t("live.reconnecting")}
        </p>
      ) : null}
      {left ? (
        <p
          role="status"
          className="rounded-xl border border-ai/30 bg-ai/5 px-4 py-2.5 text-sm text-ai"
          data-testid="left-game"
        >
          {leftGameLine(data, t)}
        </p>
      ) : null}
      <GameBoard gameView={board} onMove={onMove} pending={move.isPending} />
      {data.status === "ACTIVE" && data.mySeat !== null && !left ? (
        <ResignControl gameView={data} onResigned={take} />
      ) : null}
      {/* a real-time board tells its own early end; only a finished game can have ended early */}
      {!clientOf(board.game).realTime && board.status === "FINISHED" ? <LazyEarlyEndDialog gameView={board} /> : null}
    </div>
  );
}
