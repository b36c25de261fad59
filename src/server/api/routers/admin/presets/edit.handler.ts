import { editPreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { EditPresetInput } from "./edit.schema";
import type { HandlerArgs } from "../../../context";

/** Changed rules become a new version (tables keep the version they pinned); title and description change in place. */
export async function editPresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, EditPresetInput>): Promise<{ preset: AdminPresetDetailView; newVersion: boolean }> {
  return editPreset(ctx.db, ctx.session.user, input);
}
