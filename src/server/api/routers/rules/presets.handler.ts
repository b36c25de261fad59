import { listVisiblePresets } from "../../../house-rules/preset-views";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { PublicPresetView } from "../../../views/house-rules";
import type { PresetsInput } from "./presets.schema";

/** The house rules offered for a game (create-table and tournament forms): visible presets, the default first. */
export async function presetsHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, PresetsInput>): Promise<PublicPresetView[]> {
  return listVisiblePresets(ctx.db, input.game);
}
