import { unhidePreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { PresetIdInput } from "./preset-id.schema";
import type { HandlerArgs } from "../../../context";

/** Offers a hidden preset again. */
export async function unhidePresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, PresetIdInput>): Promise<AdminPresetDetailView> {
  return unhidePreset(ctx.db, ctx.session.user, input.id);
}
