"use client";
// /table/[id]: the waiting room while seats are free, the game once it starts (table.onChange pushes every join,
// leave and start, so the board replaces the room the moment the last seat fills), and a clear word when the table
// is gone. The page's one live stream: table.onChange also carries the game's views (into game.view's cache, where
// LiveGame reads them) and a live Judge match's views (JudgeLiveContext), so a table page holds two connections
// with the site's own stream, of the six a browser keeps per host. A seated player's stream also brings the table's
// chat (TableChat).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Suspense, useMemo, useState, type ReactNode } from "react";
import type { GameView } from "~/app/_lib/api-types";
import type { TableEvent, TableView } from "~/server/views/table";
import type { JudgeLiveView } from "~/server/judge/live-view";
import { findGameClient } from "~/app/_games/clients";
import { GameEntry } from "~/app/_games/game-entry";
import { JudgeLiveContext, type JudgeLive } from "~/app/_games/judge/judge-live";
import { useQuery, useQueryClient, useSubscription, useTRPC } from "../../_lib/trpc";
import { usePageVisible } from "../../_lib/use-page-visible";
import { AfterGameActions } from "../../_components/game/after-game-actions";
import { StatusBarCue } from "../../_components/game/board-chrome";
import { GameRatingChanges, gameRatingsOf } from "../../_components/game/game-ratings";
import { CannotShow } from "../../_components/ui/cannot-show";
import { LiveGame } from "./live-game";
import { RematchButton, RematchPanel, WaitingRoom } from "./lazy-parts";
import { ChatCue } from "./chat-cue";
import { TableChat, chatShownTo, takeLiveChat } from "./table-chat";
import { ChatAroundBoard } from "./chat-around-board";
import { useEntryLoaded } from "./use-entry-loaded";
import { TableTabTitle } from "./table-tab-title";
import { newerView, takeStreamedTable } from "./view-order";
import { useGameTitle } from "../../play/words";

/** A stream event, tracked (`{ id, data }`: a game view) or plain. */
function unwrap(x: TableEvent | { id: string; data: TableEvent }): TableEvent {
  return "data" in x ? x.data : x;
}

/** A live Judge view with the local time it arrived (spectators' countdown offset). */
function received(view: JudgeLiveView): { view: JudgeLiveView; at: number } {
  return { view, at: Date.now() };
}

/**
 * `moderator`: the viewer is an admin (may read any table's chat and remove a message). `rules`: the table's rules as
 * the server drew them (table-rules.tsx), shown under a game's board.
 */
export function TableScreen({
  tableId,
  inviteCode,
  moderator = false,
  rules = null,
}: {
  tableId: string;
  inviteCode: string | null;
  moderator?: boolean;
  rules?: ReactNode;
}) {
  const tr = useTranslations("Table");
  const gameTitle = useGameTitle();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { tableId, inviteCode: inviteCode ?? undefined };
  const visible = usePageVisible();
  const [judge, setJudge] = useState<JudgeLive["latest"]>(null);
  // A real-time match (Judge) keeps the stream in a hidden tab: opening and closing it marks the player present and away.
  // The game's traits come with its entry, which a game in play loads for its board (GameEntry).
  const known = queryClient.getQueryData<TableView>(trpc.table.get.queryKey(input));
  const inPlay = known?.status === "PLAYING" ? known.game : undefined;
  const entryLoaded = useEntryLoaded(inPlay);
  const realTimeInPlay = entryLoaded && inPlay !== undefined && findGameClient(inPlay)?.realTime === true;
  const live = useSubscription(
    trpc.table.onChange.subscriptionOptions(input, {
      enabled: visible || realTimeInPlay,
      onData: (x) => {
        const e = unwrap(x);
        if (e.kind === "table") takeStreamedTable(queryClient, trpc.table.get.queryKey(input), e.table);
        // Only a view newer than (or as new as) the one shown is taken (view-order.ts: a resign changes it at its seq).
        else if (e.kind === "game")
          queryClient.setQueryData<GameView>(trpc.game.view.queryKey({ gameId: e.game.gameId }), (cur) =>
            newerView(cur, e.game),
          );
        else if (e.kind === "chat") takeLiveChat(queryClient, tableId, e.chat.messages);
        else setJudge(received(e.judge));
      },
    }),
  );
  const judgeLive = useMemo<JudgeLive>(() => ({ latest: judge, status: live.status }), [judge, live.status]);
  const table = useQuery(
    trpc.table.get.queryOptions(input, {
      staleTime: 0,
      // Without the live stream, a waiting table is looked at again every 3 s.
      refetchInterval: (q) => (live.status !== "pending" && q.state.data?.status === "OPEN" ? 3000 : false),
    }),
  );
  if (table.isPending) return <p className="text-ink-soft">{tr("screen.finding")}</p>;
  if (table.isError)
    return (
      <CannotShow
        title={tr("screen.cannotShow")}
        reason={table.error.message}
        href="/play"
        link={tr("screen.backToLobby")}
      />
    );
  const t = table.data;
  const title = gameTitle(t.game, t.gameTitle);
  if (t.status === "CANCELLED")
    return (
      <div className="panel p-6">
        <TableTabTitle table={t} />
        <h1 className="text-2xl font-semibold">{tr("screen.closed", { game: title })}</h1>
        <p className="mt-2 text-ink-soft">{tr("screen.everybodyLeft")}</p>
        <Link href="/play" className="btn btn-primary mt-4">
          {tr("screen.backToLobby")}
        </Link>
      </div>
    );
  if (t.gameId && t.status !== "OPEN") {
    const chat = chatShownTo(t, moderator);
    // The board's parts are the table's game's only (GameEntry loads them): a moment's wait the first time.
    return (
      <Suspense fallback={<p className="text-ink-soft">{tr("screen.finding")}</p>}>
        <GameEntry game={t.game}>
          <TableTabTitle table={t}>
            <h1 className="sr-only">
              {tr(t.status === "FINISHED" ? "screen.finishedGame" : "screen.gameInPlay", { game: title })}
            </h1>
            <JudgeLiveContext.Provider value={judgeLive}>
              <AfterGameActions.Provider value={t.rematch ? <RematchButton table={t} inviteCode={inviteCode} /> : null}>
                <GameRatingChanges.Provider value={gameRatingsOf(t)}>
                  <StatusBarCue.Provider value={chat ? <ChatCue table={t} /> : null}>
                    <ChatAroundBoard table={t} moderator={moderator} shown={chat}>
                      <LiveGame gameId={t.gameId} stream={live.status} />
                    </ChatAroundBoard>
                  </StatusBarCue.Provider>
                </GameRatingChanges.Provider>
              </AfterGameActions.Provider>
            </JudgeLiveContext.Provider>
            {t.rematch ? <RematchPanel table={t} inviteCode={inviteCode} /> : null}
            <p className="mt-3 text-sm">
              <Link
                href={`/replays/${t.gameId}`}
                className={
                  t.status === "FINISHED" ? "btn btn-primary" : "inline-flex min-h-11 items-center font-semibold"
                }
                data-testid="replay-link"
              >
                {t.status === "FINISHED" ? tr("screen.replay") : tr("screen.review")}
              </Link>
            </p>
            {rules}
          </TableTabTitle>
        </GameEntry>
      </Suspense>
    );
  }
  return (
    <>
      <TableTabTitle table={t} />
      <WaitingRoom table={t} inviteCode={inviteCode} onChanged={() => void table.refetch()} />
      {chatShownTo(t, moderator) ? <TableChat table={t} moderator={moderator} besideBoard={false} /> : null}
    </>
  );
}
