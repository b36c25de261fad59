// Fields several table procedures share.
import { z } from "zod";

export const tableIdField = z.string().min(1).max(64);
export const inviteCodeField = z.string().max(64).optional();
