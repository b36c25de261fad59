// Email: a player's notification preferences, the answer to a link from an email, and the admin's delivery log.
import type { Preferences } from "../mail/preferences";

export interface MailPreferencesView extends Preferences {
  email: string;
  confirmed: boolean;
  /** The site sends email at all (an SMTP server is set). */
  mailOn: boolean;
  /** The browsers of this player that receive push notifications. */
  pushDevices: number;
}

/** A followed confirmation link: the page words it in the reader's language. */
export interface EmailLinkView {
  ok: true;
  answer: "confirmed" | "alreadyConfirmed";
  email: string;
}

export interface MailDeliveryView {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: "sent" | "failed" | "bounced";
  response: string;
  attempt: number;
  createdAt: Date;
}

export interface MailLogView {
  mailOn: boolean;
  deliveries: MailDeliveryView[];
  nextCursor: string | null;
}
