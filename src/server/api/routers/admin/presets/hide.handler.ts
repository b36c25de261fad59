import { hidePreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { PresetIdInput } from "./preset-id.schema";
import type { HandlerArgs } from "../../../context";

/** Stops offering a preset for new tables (tables that pinned it keep it). The default cannot be hidden. */
export async function hidePresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, PresetIdInput>): Promise<AdminPresetDetailView> {
  return hidePreset(ctx.db, ctx.session.user, input.id);
}
