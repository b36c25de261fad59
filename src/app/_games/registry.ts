// The app's games, keyed by name: each entry (its folder's index.ts) is all the app knows about that game. Importing
// this module registers every game's entry with the lookups (clients.ts): what a page that may show any game (a
// list, a form, the replays) does; a page of one game registers that game's only (entries.ts).
import type { BoardGameView, GameKey, ViewOf } from "~/app/_components/game/types";
import { registerGameClient } from "./clients";
import { judge } from "./judge";
import { koikoi } from "./koikoi";
import { mushi } from "./mushi";
import { sakura } from "./sakura";
import { sfj } from "./sfj";
import { sutda } from "./sutda";
import type { GameClient } from "./types";

// Every game the site offers has an entry, typed with its engine view.
export const GAME_CLIENTS = { sakura, sfj, mushi, sutda, judge, koikoi } satisfies {
  [G in GameKey]: GameClient<ViewOf<G>>;
};

for (const entry of Object.values(GAME_CLIENTS))
  registerGameClient(entry as unknown as GameClient<BoardGameView["view"]>);

export type { GameKey, ViewOf };
export { clientOf, findGameClient, hasGameClient } from "./clients";

export { DEFAULT_GAME } from "./traits";

export function gameClient<G extends GameKey>(game: G): (typeof GAME_CLIENTS)[G] {
  return GAME_CLIENTS[game];
}
