import { z } from "zod";
import { tableIdField } from "./ids.schema";

export const declineInvitationInput = z.object({ tableId: tableIdField });
export type DeclineInvitationInput = z.infer<typeof declineInvitationInput>;
