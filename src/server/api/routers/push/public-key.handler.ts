import { pushConfig } from "../../../push/config";
import type { TRPCContext } from "../../context";

/** The site's VAPID public key, which a browser needs to subscribe. */
export async function publicKeyHandler({ ctx }: { ctx: TRPCContext }): Promise<{ publicKey: string }> {
  return { publicKey: (await pushConfig(ctx.db)).publicKey };
}
