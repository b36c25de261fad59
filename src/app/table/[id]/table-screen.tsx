"use client";
// /table/[id]: the waiting room while seats are free, the game once it starts (table.onChange pushes every join,
// leave and start, so the board replaces the room the moment the last seat fills), and a clear word when the table
// is gone.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import Link from "next/link";
import type { TableView } from "~/server/api/views/table";
import { useTRPC } from "../../_lib/trpc";
import { usePageVisible } from "../../_lib/use-page-visible";
import { LiveGame } from "./live-game";
import { TableRules } from "./table-rules";
import { WaitingRoom } from "./waiting-room";

export function TableScreen({ tableId, inviteCode }: { tableId: string; inviteCode: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { tableId, inviteCode: inviteCode ?? undefined };
  const visible = usePageVisible();
  const live = useSubscription(
    trpc.table.onChange.subscriptionOptions(input, {
      enabled: visible,
      onData: (t) => queryClient.setQueryData(trpc.table.get.queryKey(input), t),
    }),
  );
  const table = useQuery(
    trpc.table.get.queryOptions(input, {
      staleTime: 0,
      // Without the live stream, a waiting table is looked at again every 3 s.
      refetchInterval: (q) => (live.status !== "pending" && (q.state.data as TableView | undefined)?.status === "OPEN" ? 3000 : false),
    }),
  );
  if (table.isPending) return <p className="text-ink-soft">Finding the table…</p>;
  if (table.isError)
    return (
      <div className="panel p-6" role="alert">
        <h1 className="text-2xl font-semibold">This table cannot be shown</h1>
        <p className="mt-2 text-ink-soft">{table.error.message}</p>
        <Link href="/play" className="btn btn-primary mt-4">
          Back to the lobby
        </Link>
      </div>
    );
  const t = table.data as TableView;
  if (t.status === "CANCELLED")
    return (
      <div className="panel p-6">
        <h1 className="text-2xl font-semibold">{t.gameTitle}: table closed</h1>
        <p className="mt-2 text-ink-soft">Everybody left before the game started.</p>
        <Link href="/play" className="btn btn-primary mt-4">
          Back to the lobby
        </Link>
      </div>
    );
  if (t.gameId && t.status !== "OPEN")
    return (
      <>
        <h1 className="sr-only">
          {t.gameTitle}: {t.status === "FINISHED" ? "finished game" : "game in play"}
        </h1>
        <LiveGame gameId={t.gameId} />
        <p className="mt-3 text-sm">
          <Link href={`/replays/${t.gameId}`} className={t.status === "FINISHED" ? "btn btn-primary" : "font-semibold"} data-testid="replay-link">
            {t.status === "FINISHED" ? "Replay this game move by move" : "Review the moves so far"}
          </Link>
        </p>
        <TableRules table={t} />
      </>
    );
  return <WaitingRoom table={t} inviteCode={inviteCode} onChanged={() => void table.refetch()} />;
}
