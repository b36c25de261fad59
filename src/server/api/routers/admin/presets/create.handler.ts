import { createPreset } from "../../../../house-rules/preset-service";
import type { AdminPresetDetailView } from "../../../../views/house-rules";
import type { AdminContext } from "../admin-context";
import type { CreatePresetInput } from "./create.schema";
import type { HandlerArgs } from "../../../context";

/** A new preset (version 1) after the engine accepted its options. */
export async function createPresetHandler({
  ctx,
  input,
}: HandlerArgs<AdminContext, CreatePresetInput>): Promise<AdminPresetDetailView> {
  return createPreset(ctx.db, ctx.session.user, input);
}
