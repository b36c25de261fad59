import { fillWithBots } from "../../../bots/practice";
import type { TableView } from "../../../views/table";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { FillWithBotsInput } from "./fill-with-bots.schema";

/** A practice table: the empty seats go to bots of the chosen level and the game starts at once. */
export function fillWithBotsHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, FillWithBotsInput>): Promise<TableView> {
  return fillWithBots(ctx, ctx.session.user.id, input);
}
