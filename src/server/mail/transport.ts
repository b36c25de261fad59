// Sending one message over SMTP with nodemailer, and what the server answered: sent, refused for good (a 5xx answer:
// bounced) or failed for now (anything else: the job tries again later).
import nodemailer from "nodemailer";
import type { MailMessage } from "./messages";

export interface Outgoing extends MailMessage {
  to: string;
  headers?: Record<string, string>;
}

export type SendResult =
  | { status: "sent"; response: string }
  | { status: "bounced"; response: string }
  | { status: "failed"; response: string };

export interface Mailer {
  send(message: Outgoing): Promise<SendResult>;
  close(): void;
}

export function createMailer(config: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(m) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
        });
        if (info.rejected.length > 0) return { status: "bounced", response: info.response };
        return { status: "sent", response: info.response };
      } catch (e) {
        const err = e as Error & { responseCode?: number; response?: string };
        const response = err.response ?? err.message;
        return err.responseCode !== undefined && err.responseCode >= 500
          ? { status: "bounced", response }
          : { status: "failed", response };
      }
    },
    close: () => transport.close(),
  };
}
