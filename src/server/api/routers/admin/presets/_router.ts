import { adminProcedure, createTRPCRouter } from "../../../trpc";
import { createPresetHandler } from "./create.handler";
import { createPresetInput } from "./create.schema";
import { editPresetHandler } from "./edit.handler";
import { editPresetInput } from "./edit.schema";
import { getPresetHandler } from "./get.handler";
import { getPresetInput } from "./get.schema";
import { hidePresetHandler } from "./hide.handler";
import { listPresetsHandler } from "./list.handler";
import { listPresetsInput } from "./list.schema";
import { presetIdInput } from "./preset-id.schema";
import { setDefaultPresetHandler } from "./set-default.handler";
import { unhidePresetHandler } from "./unhide.handler";

/** House-rule presets (admin.presets.*). */
export const adminPresetsRouter = createTRPCRouter({
  list: adminProcedure.input(listPresetsInput).query(listPresetsHandler),
  get: adminProcedure.input(getPresetInput).query(getPresetHandler),
  create: adminProcedure.input(createPresetInput).mutation(createPresetHandler),
  edit: adminProcedure.input(editPresetInput).mutation(editPresetHandler),
  hide: adminProcedure.input(presetIdInput).mutation(hidePresetHandler),
  unhide: adminProcedure.input(presetIdInput).mutation(unhidePresetHandler),
  setDefault: adminProcedure.input(presetIdInput).mutation(setDefaultPresetHandler),
});
