import type { Session } from "../../../auth/session";
import { preferencesView } from "../../../mail/player-preferences";
import type { MailPreferencesView } from "../../../views/mail";
import type { TRPCContext } from "../../context";

/** The caller's notification preferences. */
export function preferencesHandler({ ctx }: { ctx: TRPCContext & { session: Session } }): Promise<MailPreferencesView> {
  return preferencesView(ctx.db, ctx.session.user.id);
}
