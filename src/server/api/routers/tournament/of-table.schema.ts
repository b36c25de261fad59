import { z } from "zod";
import { tableIdField } from "../table/ids.schema";

export const ofTableInput = z.object({ tableId: tableIdField });
export type OfTableInput = z.infer<typeof ofTableInput>;
