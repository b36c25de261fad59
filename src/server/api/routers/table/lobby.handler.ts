import { lobby } from "../../../games/tables";
import type { LobbyPage } from "../../views/table";
import type { TRPCContext } from "../../context";
import type { LobbyInput } from "./lobby.schema";

/** Open public tables, newest first, 20 a page. */
export function lobbyHandler({ ctx, input }: { ctx: TRPCContext; input: LobbyInput }): Promise<LobbyPage> {
  return lobby(ctx, input);
}
