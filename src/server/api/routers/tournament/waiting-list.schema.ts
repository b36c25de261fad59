import { z } from "zod";
import { tournamentIdField } from "./ids.schema";

/** tournament.joinWaitingList and tournament.leaveWaitingList: the event whose waiting list the caller joins or leaves. */
export const waitingListInput = z.object({ tournamentId: tournamentIdField });
export type WaitingListInput = z.infer<typeof waitingListInput>;
