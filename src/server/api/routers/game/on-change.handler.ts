import { tracked, type TrackedEnvelope } from "@trpc/server";
import type { Session } from "../../../auth/session";
import { getGameView, watchGame } from "../../../games/watch-game";
import type { GameView } from "../../views/game";
import type { TRPCContext } from "../../context";
import type { GameChangesInput } from "./on-change.schema";

/**
 * The caller's GameView each time the game moves (server-sent events), as tracked(seq, view); on a reconnect with
 * the last seq received, only a newer view is sent. Access is checked before the stream opens.
 */
export async function gameChangesHandler({
  ctx,
  input,
  signal,
}: {
  ctx: TRPCContext & { session: Session };
  input: GameChangesInput;
  signal?: AbortSignal;
}): Promise<AsyncGenerator<TrackedEnvelope<GameView>>> {
  const userId = ctx.session.user.id;
  await getGameView(ctx, userId, input.gameId);
  const last = input.lastEventId != null && /^\d+$/.test(input.lastEventId) ? Number(input.lastEventId) : null;
  return (async function* () {
    for await (const view of watchGame(ctx, userId, input.gameId, last, signal)) yield tracked(String(view.seq), view);
  })();
}
