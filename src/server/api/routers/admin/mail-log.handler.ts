import { mailIsOn } from "../../../mail/config";
import { listDeliveries } from "../../../repositories/mail";
import type { MailLogView } from "../../../views/mail";
import type { AdminContext } from "./admin-context";
import type { MailLogInput } from "./mail-log.schema";

/** Every email attempt, newest first, with the mail server's answer. */
export async function mailLogHandler({ ctx, input }: { ctx: AdminContext; input: MailLogInput }): Promise<MailLogView> {
  const { rows, nextCursor } = await listDeliveries(ctx.db, input.limit, input.cursor ?? null);
  return {
    mailOn: mailIsOn(),
    deliveries: rows.map((r) => ({
      id: r.id,
      to: r.to,
      kind: r.kind,
      subject: r.subject,
      status: r.status,
      response: r.response,
      attempt: r.attempt,
      createdAt: r.createdAt,
    })),
    nextCursor,
  };
}
