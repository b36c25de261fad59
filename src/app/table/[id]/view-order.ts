// Which of two views of one game the page shows: the newer. A resign forfeits a seat without a move (the seq stays),
// and a move answered while a resign landed can be built without it, so "newer" is the seq, then the seats forfeited
// (never undone): the server's stream orders its views the same way (watch-game.ts GameVersion).
import { replaceEqualDeep, type QueryClient, type QueryKey } from "~/app/_lib/query-cache";
import type { GameView } from "~/app/_lib/api-types";
import type { TableView } from "~/server/views/table";

const forfeits = (v: Pick<GameView, "players">) => v.players.filter((p) => p.forfeited).length;

/** `next` unless the view shown (`cur`) is further on; as far on, `next` (the later answer). */
export function newerView<V extends Pick<GameView, "seq" | "players">>(cur: V | undefined, next: V): V {
  if (!cur) return next;
  if (cur.seq !== next.seq) return cur.seq > next.seq ? cur : next;
  return forfeits(cur) > forfeits(next) ? cur : next;
}

/**
 * game.view's structural sharing: its answer replaces the view shown only if it is as far on. The page's stream puts
 * views in the same cache, and an answer read before a move can reach the browser after the stream's view of that
 * move (a loaded machine): taken as is, it showed the older position until the next move, which never came when the
 * move handed the turn to this player (a bot's first move at a practice table).
 */
export function keepNewerView(old: unknown, next: unknown): unknown {
  // The cache types structuralSharing's data as unknown: what is not a view (nothing shown yet) takes the answer.
  if (!isOrderedView(old) || !isOrderedView(next)) return next;
  const kept = newerView(old, next);
  return kept === old ? old : replaceEqualDeep(old, next);
}

function isOrderedView(x: unknown): x is Pick<GameView, "seq" | "players"> {
  return (
    typeof x === "object" &&
    x !== null &&
    "seq" in x &&
    typeof x.seq === "number" &&
    "players" in x &&
    Array.isArray(x.players)
  );
}

/** The table page's options for game.view (live-game.tsx). */
export const gameViewQueryOptions = {
  staleTime: 0,
  refetchOnWindowFocus: true,
  structuralSharing: keepNewerView,
} as const;

/**
 * A table from the page's stream into table.get's cache, in place of a reading still on its way. A table has no
 * order to compare by, and a reading sent before a join (the refetch after "Seat a bot", the page's first reading) can
 * answer after the stream's table with the game started: taken, it put the waiting room back, and with the stream
 * open nothing looked again. The reading is cancelled and the pushed table kept; a change the stream's table missed
 * comes through the stream itself.
 */
export function takeStreamedTable(queryClient: QueryClient, queryKey: QueryKey, table: TableView): void {
  queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, table);
}
