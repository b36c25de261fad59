import { hidePreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { PresetIdInput } from "./preset-id.schema";

/** Stops offering a preset for new tables (tables that pinned it keep it). The default cannot be hidden. */
export async function hidePresetHandler({
  ctx,
  input,
}: {
  ctx: AdminContext;
  input: PresetIdInput;
}): Promise<AdminPresetDetailView> {
  return hidePreset(ctx.db, ctx.session.user, input.id);
}
