import { tournamentChannel } from "../../../tournaments/channel";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { TournamentView } from "../../../views/tournament";
import { getTournamentView } from "./get.handler";
import type { TournamentIdInput } from "./ids.schema";

/** The event now and after every registration, pairing, finished game and round: the page follows without polling. */
export async function tournamentChangesHandler({
  ctx,
  input,
  signal,
}: HandlerArgs<TRPCContext, TournamentIdInput>): Promise<AsyncGenerator<TournamentView>> {
  await getTournamentView(ctx, input.tournamentId);
  return (async function* () {
    const events = ctx.bus.subscribe(tournamentChannel(input.tournamentId), signal);
    yield await getTournamentView(ctx, input.tournamentId);
    for await (const _event of events) yield await getTournamentView(ctx, input.tournamentId);
  })();
}
