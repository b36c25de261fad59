// What the API's procedures take and return, inferred from the router: the client's types follow the server's.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** A game as one seat (or a spectator) sees it: game.view's answer, and every move's. */
export type GameView = RouterOutputs["game"]["view"];
