import { z } from "zod";
import { tableIdField } from "./ids.schema";

export const leaveTableInput = z.object({ tableId: tableIdField });
export type LeaveTableInput = z.infer<typeof leaveTableInput>;
