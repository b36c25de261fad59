// Which of two views of one game the page shows: the newer. A resign forfeits a seat without a move (the seq stays),
// and a move answered while a resign landed can be built without it, so "newer" is the seq, then the seats forfeited
// (never undone): the server's stream orders its views the same way (watch-game.ts GameVersion).
import type { GameView } from "~/server/api/views/game";

const forfeits = (v: Pick<GameView, "players">) => v.players.filter((p) => p.forfeited).length;

/** `next` unless the view shown (`cur`) is further on; as far on, `next` (the later answer). */
export function newerView<V extends Pick<GameView, "seq" | "players">>(cur: V | undefined, next: V): V {
  if (!cur) return next;
  if (cur.seq !== next.seq) return cur.seq > next.seq ? cur : next;
  return forfeits(cur) > forfeits(next) ? cur : next;
}
