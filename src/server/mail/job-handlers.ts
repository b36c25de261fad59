// Email's jobs: "send-email" (an event, an address confirmation, a password reset or the notice of a changed address)
// and the per-recipient digest. With email off (no SMTP_URL) they finish without sending, so nothing waits or fails for
// it.
import { z } from "zod";
import type { JobHandlers } from "../jobs/types";
import { sendAddressChanged } from "./address-changed";
import type { MailConfig } from "./config";
import { SEND_EMAIL_JOB, sendConfirmation } from "./confirmation";
import { sendDigest } from "./digest";
import { MAIL_DIGEST_JOB, sendEventEmail } from "./event-email";
import { sendPasswordReset } from "./password-reset";
import { createMailer, type Mailer } from "./transport";

const sendEmailPayload = z.discriminatedUnion("type", [
  z.object({ type: z.literal("event"), notificationId: z.string() }),
  z.object({
    type: z.literal("confirm"),
    userId: z.string(),
    email: z.string().optional(),
    reason: z.enum(["signUp", "change", "resend"]).optional(),
  }),
  z.object({ type: z.literal("reset"), userId: z.string(), expires: z.number() }),
  z.object({
    type: z.literal("addressChanged"),
    userId: z.string(),
    oldEmail: z.string(),
    newEmail: z.string(),
    changedAt: z.number().optional(),
  }),
]);
const digestPayload = z.object({ userId: z.string() });

export function mailJobHandlers(config: MailConfig | null, mailer?: Mailer): JobHandlers {
  if (!config) return { [SEND_EMAIL_JOB]: async () => {}, [MAIL_DIGEST_JOB]: async () => {} };
  const m = mailer ?? createMailer(config);
  return {
    [SEND_EMAIL_JOB]: (payload, ctx) => {
      const p = sendEmailPayload.parse(payload);
      if (p.type === "event") return sendEventEmail(config, m, p.notificationId, ctx);
      if (p.type === "reset") return sendPasswordReset(config, m, p, ctx);
      if (p.type === "addressChanged") return sendAddressChanged(config, m, p, ctx);
      return sendConfirmation(config, m, p, ctx);
    },
    [MAIL_DIGEST_JOB]: (payload, ctx) => sendDigest(config, m, digestPayload.parse(payload).userId, ctx),
  };
}
