import { z } from "zod";
import { tableIdField } from "../table/ids.schema";

export const listMessagesInput = z.object({ tableId: tableIdField });
export type ListMessagesInput = z.infer<typeof listMessagesInput>;
