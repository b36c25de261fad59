import { getAdminPreset } from "../../../../house-rules/preset-views";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { GetPresetInput } from "./get.schema";
import type { HandlerArgs } from "../../../context";

/** A preset with its rules in words and every version, newest first. */
export async function getPresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, GetPresetInput>): Promise<AdminPresetDetailView> {
  return getAdminPreset(ctx.db, input.id);
}
