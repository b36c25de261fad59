import { setDefaultPreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { PresetIdInput } from "./preset-id.schema";
import type { HandlerArgs } from "../../../context";

/** Makes a visible preset its game's default (what a table gets when its creator picks none). */
export async function setDefaultPresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, PresetIdInput>): Promise<AdminPresetDetailView> {
  return setDefaultPreset(ctx.db, ctx.session.user, input.id);
}
