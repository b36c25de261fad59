import { listAdminPresets } from "../../../../house-rules/preset-views";
import type { AdminPresetSummaryView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { ListPresetsInput } from "./list.schema";
import type { HandlerArgs } from "../../../context";

/** Every preset (hidden ones too), by game, the default first. */
export async function listPresetsHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, ListPresetsInput>): Promise<AdminPresetSummaryView[]> {
  return listAdminPresets(ctx.db, input.game);
}
