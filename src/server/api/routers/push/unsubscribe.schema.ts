import { z } from "zod";
import { pushEndpointField } from "./subscribe.schema";

export const unsubscribeInput = z.object({ endpoint: pushEndpointField });
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>;
